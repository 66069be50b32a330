import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { formatMoney, currencyFor } from "../../core/format.ts";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { navigation } from "../../core/navigate.ts";
import type { OrderTotals } from "../../core/order-totals.ts";
import { cardDetailsProblems, type CardDetails, type CardProblems } from "../../core/payment/card-details.ts";
import { PaymentError } from "../../core/payment/errors.ts";
import { providerFor } from "../../core/payment/provider.ts";
import { shopPageUrl } from "../../core/shop-pages.ts";
import { finishCart } from "../../core/state/finish-cart.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { CardFields } from "./CardFields.tsx";
import type { CheckoutData } from "./checkout-data.ts";
import { $checkoutDraft, updateDraft } from "./draft.ts";
import { CHECKOUT_ERRORS } from "./messages.ts";

const EMPTY_CARD: CardDetails = { holder: "", number: "", expiry: "", cvc: "" };

/**
 * The payment panel, once the order exists: card details or PayPal, or nothing to do for invoice and
 * prepayment, which complete at once. Success finishes the cart and opens the thank-you page.
 */
export function PayStep({ data, totals, country }: { data: CheckoutData; totals: OrderTotals; country: string }) {
  const { t } = useLingui();
  const draft = useStore($checkoutDraft);
  const attempt = draft.attempt;
  const provider = providerFor(draft.paymentMethod, data.payment);
  const [card, setCard] = useState(EMPTY_CARD);
  const [problems, setProblems] = useState<CardProblems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [tried, setTried] = useState(0);
  const paying = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (tried > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tried]);

  const pay = async () => {
    if (!provider || !attempt?.dealId || !attempt.number || paying.current) return;
    if (provider.needsCard) {
      const found = cardDetailsProblems(card);
      setProblems(found);
      if (Object.keys(found).length > 0) return setTried((n) => n + 1);
    }
    paying.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await provider.pay({
        baseUrl: data.baseUrl,
        dealId: attempt.dealId,
        orderNumber: attempt.number,
        amountCents: totals.grossCents,
        currency: currencyFor(country),
        ...(provider.needsCard ? { card } : {}),
      });
      finishCart();
      updateDraft({ step: "address", attempt: null, note: "", acceptTerms: false, acceptPrivacy: false });
      navigation.go(`${shopPageUrl("thankYou", data)}?deal=${encodeURIComponent(attempt.dealId)}`);
    } catch (error) {
      setFailure(error);
    } finally {
      paying.current = false;
      setBusy(false);
    }
  };

  // Invoice and prepayment need nothing more from the shopper.
  useEffect(() => {
    if (provider && !provider.needsCard && provider.method !== "paypal") void pay();
  }, []);

  if (!attempt?.number) return <ErrorNotice />;
  const total = formatMoney(totals.grossCents, country);
  const number = attempt.number;
  return (
    <div className="step pay-step" ref={rootRef}>
      <p className="placed" role="status">
        {t`Ihre Bestellung ${number} ist angelegt. Zu zahlen: ${total}.`}
      </p>
      {provider?.needsCard && (
        <>
          {Object.keys(problems).length > 0 && (
            <p className="alert" role="alert">
              {t(CHECKOUT_ERRORS.cardIncomplete)}
            </p>
          )}
          <CardFields value={card} onChange={(field, text) => setCard((c) => ({ ...c, [field]: text }))} problems={problems} />
        </>
      )}
      {failure !== null && <PaymentFailure error={failure} />}
      {(provider?.needsCard || provider?.method === "paypal" || failure !== null) && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
            {provider?.method === "paypal" ? t`Mit PayPal bezahlen` : t`Jetzt bezahlen`}
          </button>
        </div>
      )}
    </div>
  );
}

function PaymentFailure({ error }: { error: unknown }) {
  const { t } = useLingui();
  if (!(error instanceof PaymentError)) return <ErrorNotice error={error} />;
  const text = {
    declined: t`Die Zahlung wurde abgelehnt. Bitte prüfen Sie Ihre Angaben oder verwenden Sie eine andere Karte.`,
    cancelled: t`Die Zahlung wurde abgebrochen. Sie können es erneut versuchen.`,
    incomplete: t(CHECKOUT_ERRORS.cardIncomplete),
    unavailable: t`Diese Zahlungsart ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.`,
    blocked: t`Ihr Browser hat das PayPal-Fenster blockiert. Bitte erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut.`,
  }[error.code];
  return (
    <p className="alert" role="alert">
      {text}
    </p>
  );
}
