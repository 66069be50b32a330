import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Dialog } from "../../core/ui/Dialog.tsx";

/** Sanitises CMS HTML. DOMPurify is a lazy chunk: it loads only when the popup first opens. */
async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import("dompurify");
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The delivery-conditions popup with the CMS's info_popup_text, never running its scripts. */
export function DeliveryConditions({ html }: { html: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [clean, setClean] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || clean !== null) return;
    sanitize(html).then(setClean, (error: unknown) => {
      console.error("[shop-widgets] cannot load the HTML sanitizer", error);
      setFailed(true);
    });
  }, [open, html, clean]);

  if (html.trim() === "") return null;
  const title = t`Lieferbedingungen`;
  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
        {failed ? (
          <p role="alert">{t`Es scheint ein Fehler aufgetreten zu sein.`}</p>
        ) : clean === null ? (
          <p aria-busy="true">{t`Wird geladen …`}</p>
        ) : (
          <div className="cms-html" dangerouslySetInnerHTML={{ __html: clean }} />
        )}
      </Dialog>
    </>
  );
}
