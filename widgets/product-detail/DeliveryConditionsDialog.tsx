import { useLingui } from "@lingui/react/macro";
import { useMemo, type SyntheticEvent } from "react";
import { Dialog } from "../../core/ui/Dialog.tsx";
import type { PopupProps } from "../../core/ui/PopupButton.tsx";
import { conditionsHtml } from "./conditions-html.ts";

/**
 * The delivery-conditions popup with the CMS's info_popup_text. The HTML is sanitised with DOMPurify
 * (this module, and so the sanitizer, loads only when the popup first opens): it never runs script.
 * The dialog's title is the one heading: a first CMS heading saying the same is left out. An image
 * that fails to load (a relative `src="x"` the sanitizer could not judge) is removed, not shown broken.
 */
function removeBrokenImage(event: SyntheticEvent) {
  if (event.target instanceof HTMLImageElement) event.target.remove();
}

export default function DeliveryConditionsDialog({ html, open, onClose }: { html: string } & PopupProps) {
  const { t } = useLingui();
  const title = t`Lieferbedingungen`;
  const clean = useMemo(() => conditionsHtml(html, title), [html, title]);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML sanitised by DOMPurify (conditions-html.ts) */}
      <div className="cms-html" onErrorCapture={removeBrokenImage} dangerouslySetInnerHTML={{ __html: clean }} />
    </Dialog>
  );
}
