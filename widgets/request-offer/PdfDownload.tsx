import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSubmitOnce } from "../../core/ui/submit-once.ts";
import { useShowVAT } from "../../core/ui/use-show-vat.ts";
import { offerFileName } from "../../core/offer-pdf/offer-document.ts";
import { downloadBlob, loadOfferPdf } from "../../core/offer-pdf/load-offer-pdf.ts";
import type { SentOffer } from "./draft.ts";
import type { OfferData } from "./offer-data.ts";
import { offerDocument } from "./offer-document.ts";
import { useOfferLabels } from "./offer-labels.ts";

/**
 * The offer as a PDF download. The PDF library is loaded on the first click only (its own chunk,
 * core/offer-pdf/load-offer-pdf.ts); a failed load can be tried again with the same button.
 */
export function PdfDownload({ sent, data }: { sent: SentOffer; data: OfferData }) {
  const { t } = useLingui();
  const labels = useOfferLabels();
  const showVAT = useShowVAT();
  const { busy, run } = useSubmitOnce();
  const [failed, setFailed] = useState(false);

  const download = () =>
    run(async () => {
      setFailed(false);
      try {
        const { buildOfferPdf } = await loadOfferPdf();
        downloadBlob(buildOfferPdf(offerDocument(sent, data, showVAT), labels), offerFileName(sent.number));
      } catch (error) {
        console.error("[shop-widgets] <shop-request-offer> cannot make the offer PDF", error);
        setFailed(true);
      }
    });

  return (
    <div className="pdf">
      {/* aria-disabled, not disabled: a disabled control loses focus to the page body; the guard ignores presses. */}
      <button type="button" className="primary" onClick={() => void download()} aria-disabled={busy} aria-busy={busy}>
        {t`Angebot als PDF herunterladen`}
      </button>
      {failed && (
        <p className="alert" role="alert">
          {t`Das PDF konnte nicht erstellt werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.`}
        </p>
      )}
    </div>
  );
}
