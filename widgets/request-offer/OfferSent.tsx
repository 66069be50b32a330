import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { SentOffer } from "./draft.ts";
import { shopUrl, type OfferData } from "./offer-data.ts";
import { PdfDownload } from "./PdfDownload.tsx";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/** The confirmation with the offer number, the PDF download, the way back to the shop and to another offer. */
export function OfferSent({ sent, data, justSent, onNew }: { sent: SentOffer; data: OfferData; justSent: boolean; onNew: () => void }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After the request, keyboard and screen-reader users continue here, not at a button that is gone;
  // the heading is described by the confirmation, so the number is read with it. In the render that
  // shows it, so nothing else the shopper does meanwhile is overridden.
  useLayoutEffect(() => {
    if (justSent) headingRef.current?.focus();
  }, []);
  const number = sent.number;
  const email = sent.customer.email;
  return (
    <section className="request-offer sent" aria-labelledby="offer-sent-title">
      <h2 id="offer-sent-title" tabIndex={-1} ref={headingRef} {...FOCUS_HOME} aria-describedby="offer-sent-number">
        {t`Vielen Dank für Ihre Anfrage`}
      </h2>
      <p id="offer-sent-number" className="confirmation" role="status">
        <BreakableText text={number} sentence={t`Ihre Anfrage ist eingegangen. Ihre Angebotsnummer: ${number}.`} />
      </p>
      <p>
        <BreakableText
          text={email}
          sentence={t`Wir melden uns in Kürze bei Ihnen unter ${email}. Das Angebot können Sie schon jetzt als PDF speichern.`}
        />
      </p>
      <PdfDownload sent={sent} data={data} />
      <p className="actions">
        <a className="button primary" href={shopUrl(data)}>
          {t`Weiter einkaufen`}
        </a>
        <button type="button" className="link" onClick={onNew}>
          {t`Weiteres Angebot anfordern`}
        </button>
      </p>
    </section>
  );
}
