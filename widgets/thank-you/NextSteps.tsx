import { Plural, useLingui } from "@lingui/react/macro";
import type { Deal } from "../../core/api/deal.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { OFFER_VALIDITY_DAYS } from "../../core/order/offer.ts";
import { BankTransfer } from "./BankTransfer.tsx";
import { ContactLine } from "./ContactLine.tsx";
import { dealTotals, nextStep } from "./deal-view.ts";
import { usePaymentLabels } from "../../core/order-ui/labels.ts";
import type { ThankYouData } from "./thank-you-data.ts";

/** How long an offer holds: the validity the offer PDF prints (offerValidUntil in core/order/offer.ts). */

/** "What happens next" for the deal's case (deal-view.ts, nextStep). */
export function NextSteps({ data, deal }: { data: ThankYouData; deal: Deal }) {
  const { t } = useLingui();
  const paymentLabels = usePaymentLabels();
  const total = formatMoney(dealTotals(deal).grossCents, data.geoLocation);
  const number = deal.number;
  const days = data.paymentTermDays;
  const validDays = OFFER_VALIDITY_DAYS;

  switch (nextStep(deal)) {
    case "offer":
      return (
        <>
          <p>{t`Unser Vertrieb prüft Ihre Anfrage, erstellt Ihr Angebot und sendet es Ihnen per E-Mail.`}</p>
          <p>{t`Das Angebot ist ${validDays} Tage ab seinem Datum gültig. Die Preise unten sind vorläufig; verbindlich sind die Preise im Angebot.`}</p>
        </>
      );
    case "paid": {
      const method = deal.paymentMethod ? paymentLabels[deal.paymentMethod] : "";
      return (
        <p>
          {method ? t`Ihre Zahlung per ${method} ist bei uns eingegangen.` : t`Ihre Zahlung ist bei uns eingegangen.`}{" "}
          {t`Wir bereiten jetzt Ihre Lieferung vor.`}
        </p>
      );
    }
    case "invoice":
      return (
        <p>
          {t`Sie zahlen auf Rechnung: Die Rechnung erhalten Sie mit der Lieferung.`}{" "}
          <Plural
            value={days}
            one="Bitte zahlen Sie den Rechnungsbetrag innerhalb von # Tag nach dem Rechnungsdatum."
            other="Bitte zahlen Sie den Rechnungsbetrag innerhalb von # Tagen nach dem Rechnungsdatum."
          />
        </p>
      );
    case "prepayment":
      return <BankTransfer bank={data.payment.prepayment} total={total} reference={number} />;
    case "payment-open":
      return (
        <div className="payment-open">
          <p>
            <strong>{t`Ihre Zahlung ist nicht abgeschlossen.`}</strong>{" "}
            {t`Ihre Bestellung ${number} ist bei uns angelegt, aber noch nicht bezahlt. Bitte wenden Sie sich an uns und nennen Sie Ihre Bestellnummer; wir klären die Zahlung mit Ihnen.`}
          </p>
          <ContactLine
            data={data}
            lead={t`So erreichen Sie uns:`}
            fallback={t`Antworten Sie dazu einfach auf Ihre Bestellbestätigung per E-Mail.`}
          />
        </div>
      );
    case "order":
      return <p>{t`Wir bearbeiten Ihre Bestellung und melden uns bei Ihnen.`}</p>;
  }
}
