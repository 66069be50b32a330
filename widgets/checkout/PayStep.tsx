import { useShopError } from "../../core/analytics/shop-error.ts";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../core/api/client.ts";
import type { PaymentMethod } from "../../core/api/request-schemas.ts";
import { formatMoney, currencyFor } from "../../core/pricing/money.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { navigation } from "../../core/element/navigate.ts";
import { usePaymentLabels } from "../../core/order-ui/labels.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { PaymentError } from "../../core/payment/errors.ts";
import type { HostedCardFields as Fields } from "../../core/payment/hosted-fields.ts";
import { providerFor } from "../../core/payment/provider.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { finishCart } from "../../core/state/finish-cart.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import type { CheckoutData } from "./checkout-data.ts";
import { $checkoutDraft, emptyDraft } from "./draft.ts";
import { HostedCardFields } from "./HostedCardFields.tsx";
import { CHECKOUT_ERRORS } from "./messages.ts";
import { $orderInFlight, whileLocked } from "./order-lock.ts";
import { recordPaymentMethod } from "./place-order.ts";

/** Card and PayPal wait for the shopper (and may fail); invoice and prepayment complete at once. */
const waitsForShopper = (method: PaymentMethod) => method === "card" || method === "paypal";

/** The deal was paid meanwhile (a payment whose answer was lost): 409 already_paid. */
const isAlreadyPaid = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | undefined)?.code === "already_paid";

interface Failure {
  error: unknown;
  method: PaymentMethod;
}

/**
 * The payment panel, once the order exists. It follows the payment method recorded on the deal
 * (the attempt's), never the step-3 choice: card fields or PayPal, or nothing to do for invoice and
 * prepayment. The shopper may choose another offered method for the same deal (recorded through
 * POST deal/payment-method), e.g. after a declined card. Success finishes the cart and opens the
 * thank-you page.
 */
export function PayStep({ data, totals, country }: { data: CheckoutData; totals: OrderTotals; country: string }) {
  const { t } = useLingui();
  const labels = usePaymentLabels();
  const attempt = useStore($checkoutDraft).attempt;
  const locked = useStore($orderInFlight);
  const recorded = attempt?.paymentMethod ?? null;
  const [choice, setChoice] = useState<PaymentMethod | "">(recorded ?? "");
  const [failure, setFailure] = useState<Failure | null>(null);
  useShopError(failure?.error);
  const cardFields = useRef<Fields | null>(null);
  // After "incomplete" the card fields take focus, once the lock is off (an inert frame cannot take it).
  const [focusCard, setFocusCard] = useState(false);

  const finish = (dealId: string) => {
    finishCart();
    // The order is placed and paid: nothing typed for it stays in the session's storage.
    $checkoutDraft.set(emptyDraft());
    navigation.go(`${shopPageUrl("thankYou", data)}?deal=${encodeURIComponent(dealId)}`);
  };

  const pay = async (method: PaymentMethod) => {
    const provider = providerFor(method, data.payment);
    if (!provider || !attempt?.dealId || !attempt.number) return;
    const { dealId, number } = attempt;
    setFailure(null);
    try {
      const paid = await whileLocked(async () => {
        const cardToken = provider.needsCard ? await cardFields.current?.tokenize() : undefined;
        await provider.pay({
          baseUrl: data.baseUrl,
          dealId,
          orderNumber: number,
          amountCents: totals.grossCents,
          currency: currencyFor(country),
          cardToken,
        });
        return true;
      });
      if (paid) finish(dealId);
    } catch (error) {
      setFailure({ error, method });
      if (error instanceof PaymentError && error.code === "incomplete") setFocusCard(true);
    }
  };

  const changeMethod = async () => {
    if (!choice || choice === recorded || !attempt?.dealId) return;
    const dealId = attempt.dealId;
    setFailure(null);
    try {
      if (
        !(await whileLocked(async () => {
          await recordPaymentMethod(data, dealId, choice);
          return true;
        }))
      )
        return;
      if (!waitsForShopper(choice)) await pay(choice);
    } catch (error) {
      if (isAlreadyPaid(error)) return finish(dealId);
      setFailure({ error, method: choice });
    }
  };

  // Invoice and prepayment need nothing more from the shopper.
  useEffect(() => {
    if (recorded && !waitsForShopper(recorded)) void pay(recorded);
  }, []);

  useEffect(() => {
    if (!focusCard || locked) return;
    cardFields.current?.focus();
    setFocusCard(false);
  }, [focusCard, locked]);

  if (!attempt?.number || !recorded) return <ErrorNotice />;
  const total = formatMoney(totals.grossCents, country);
  const number = attempt.number;
  const cardPage = data.payment.card.hostedFields;
  return (
    <div className="step pay-step">
      <p className="placed" role="status">
        {t`Ihre Bestellung ${number} ist angelegt. Zu zahlen: ${total}.`}
      </p>
      {failure && <PaymentFailure {...failure} />}
      {waitsForShopper(recorded) && (
        <>
          <fieldset className="lock" role="none" disabled={locked}>
            <RadioGroup<PaymentMethod>
              name="pay-method"
              legend={t`Zahlungsart`}
              value={choice}
              options={data.payment.methods.map((value) => ({ value, label: labels[value] }))}
              onChange={setChoice}
            />
          </fieldset>
          {choice === recorded && recorded === "card" && cardPage && (
            <HostedCardFields page={cardPage} language={data.language} fieldsRef={cardFields} locked={locked} />
          )}
          <div className="actions">
            {/* aria-disabled, not disabled: a disabled control loses focus to the page body. One button
                for both acts, so focus stays on it when a recorded method turns it into the pay button. */}
            <button
              type="button"
              className="primary"
              aria-disabled={locked}
              aria-busy={locked}
              onClick={() => void (choice === recorded ? pay(recorded) : changeMethod())}
            >
              {choice !== recorded ? t`Zahlungsart ändern` : recorded === "paypal" ? t`Mit PayPal bezahlen` : t`Jetzt bezahlen`}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** Why the payment did not go through, in words that fit the method, and what the shopper can do. */
function PaymentFailure({ error, method }: Failure) {
  const { t } = useLingui();
  if (!(error instanceof PaymentError)) return <ErrorNotice error={error} />;
  const text = {
    declined:
      method === "paypal"
        ? t`PayPal hat die Zahlung abgelehnt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.`
        : t`Die Kartenzahlung wurde abgelehnt. Bitte prüfen Sie Ihre Angaben, verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlungsart.`,
    cancelled: t`Die Zahlung wurde abgebrochen. Sie können es erneut versuchen oder eine andere Zahlungsart wählen.`,
    incomplete: t(CHECKOUT_ERRORS.cardIncomplete),
    unavailable: t`Diese Zahlungsart ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal oder wählen Sie eine andere Zahlungsart.`,
    blocked: t`Ihr Browser hat das PayPal-Fenster blockiert. Bitte erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut.`,
  }[error.code];
  return (
    <p className="alert" role="alert">
      {text}
    </p>
  );
}
