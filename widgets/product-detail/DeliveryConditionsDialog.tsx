import { useLingui } from "@lingui/react/macro";
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { Dialog } from "../../core/ui/Dialog.tsx";
import type { PopupProps } from "../../core/ui/PopupButton.tsx";

/**
 * The delivery-conditions popup with the CMS's info_popup_text. The HTML is sanitised with DOMPurify
 * (this module, and so the sanitizer, loads only when the popup first opens): it never runs script.
 */
export default function DeliveryConditionsDialog({ html, open, onClose }: { html: string } & PopupProps) {
  const { t } = useLingui();
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <Dialog open={open} title={t`Lieferbedingungen`} onClose={onClose}>
      <div className="cms-html" dangerouslySetInnerHTML={{ __html: clean }} />
    </Dialog>
  );
}
