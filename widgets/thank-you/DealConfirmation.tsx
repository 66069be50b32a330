import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useMemo } from "react";
import type { Deal } from "../../core/api/deal.ts";
import { AddressSummary } from "../../core/order-ui/AddressSummary.tsx";
import { OrderLinesTable } from "../../core/order-ui/OrderLinesTable.tsx";
import { OrderTotalsList } from "../../core/order-ui/OrderTotalsList.tsx";
import { dealDisplay } from "../../core/state/deal-display.ts";
import { ContactLine } from "./ContactLine.tsx";
import { dealLines, dealTotals, isOffer, nextStep } from "./deal-view.ts";
import { useDeliveryLabels, usePaymentLabels } from "../../core/order-ui/labels.ts";
import { NextSteps } from "./NextSteps.tsx";
import { shopUrl, type ThankYouData, trackingLink } from "./thank-you-data.ts";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/** The confirmation of one order or offer request, as the CRM has it. */
export function DealConfirmation({ data, deal }: { data: ThankYouData; deal: Deal }) {
  const { t, i18n } = useLingui();
  const deliveryLabels = useDeliveryLabels();
  const paymentLabels = usePaymentLabels();
  const offer = isOffer(deal);
  const country = data.geoLocation;
  const date = formatDate(deal.createdate, i18n.locale);
  const email = deal.invoice.email;
  // Labelled as the shopper saw the prices while ordering, if this browser made the deal.
  const shownWhenMade = useMemo(() => dealDisplay(deal.dealId), [deal.dealId]);

  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h2 id="thank-you-title" tabIndex={-1} {...FOCUS_HOME}>
        {offer ? t`Vielen Dank für Ihre Anfrage` : t`Vielen Dank für Ihre Bestellung`}
      </h2>
      <dl className="deal-facts">
        <div className="deal-number" part="number">
          <dt>{offer ? t`Ihre Angebotsnummer` : t`Ihre Bestellnummer`}</dt>
          <dd>
            <BreakableText text={deal.number} />
          </dd>
        </div>
        {date && (
          <div>
            <dt>{offer ? t`Angefragt am` : t`Bestellt am`}</dt>
            <dd>{date}</dd>
          </div>
        )}
      </dl>
      <p className="confirmation-mail">
        <BreakableText
          text={email}
          sentence={
            offer
              ? email
                ? t`Eine Eingangsbestätigung Ihrer Anfrage senden wir an ${email}.`
                : t`Eine Eingangsbestätigung Ihrer Anfrage erhalten Sie per E-Mail.`
              : email
                ? t`Eine Bestellbestätigung senden wir an ${email}.`
                : t`Eine Bestellbestätigung erhalten Sie per E-Mail.`
          }
        />
      </p>

      <section className="next" part="next" aria-labelledby="thank-you-next">
        <h3 id="thank-you-next">{t`So geht es weiter`}</h3>
        <NextSteps data={data} deal={deal} />
      </section>

      <section className="items" aria-labelledby="thank-you-items">
        <h3 id="thank-you-items">{offer ? t`Angefragte Artikel` : t`Bestellte Artikel`}</h3>
        <OrderLinesTable lines={dealLines(deal)} country={country} vatPercent={deal.vatPercent} showVAT={shownWhenMade} />
        <OrderTotalsList totals={dealTotals(deal)} country={country} showVAT={shownWhenMade} />
      </section>

      <div className="facts">
        <Fact id="thank-you-invoice" title={offer ? t`Ihre Angaben` : t`Rechnungsadresse`}>
          <AddressSummary address={deal.invoice} />
        </Fact>
        <Fact id="thank-you-delivery" title={t`Lieferadresse`}>
          <AddressSummary address={deal.delivery} />
        </Fact>
        <Fact id="thank-you-delivery-type" title={t`Versandart`}>
          <p>{deliveryLabels[deal.deliveryType]}</p>
        </Fact>
        {!offer && deal.paymentMethod && (
          <Fact id="thank-you-payment" title={t`Zahlungsart`}>
            <p>{paymentLabels[deal.paymentMethod]}</p>
          </Fact>
        )}
      </div>

      {deal.note && (
        <Fact id="thank-you-note" title={t`Ihre Anmerkung`}>
          <p className="note">{deal.note}</p>
        </Fact>
      )}
      {nextStep(deal) !== "payment-open" && (
        <ContactLine
          data={data}
          lead={offer ? t`Fragen zu Ihrer Anfrage? So erreichen Sie uns:` : t`Fragen zu Ihrer Bestellung? So erreichen Sie uns:`}
        />
      )}
      <div className="actions">
        <button type="button" onClick={() => window.print()}>
          {t`Bestätigung drucken`}
        </button>
        {!offer && (
          <a className="button" href={trackingLink(data, deal)} part="tracking-link">
            {t`Sendung verfolgen`}
          </a>
        )}
        <a className="button primary" href={shopUrl(data)}>
          {t`Weiter einkaufen`}
        </a>
      </div>
    </section>
  );
}

function Fact({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="fact" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** The CRM's createdate as a date in the page's language; nothing for a date it cannot read. */
function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}
