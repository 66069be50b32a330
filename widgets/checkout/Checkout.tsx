import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { lineFacts } from "../../core/cart/cart-lines.ts";
import { useOrderSummary } from "../../core/order-ui/use-order-summary.ts";
import { useOrderTotals } from "../../core/order-ui/use-order-totals.ts";
import { orderCountry } from "../../core/order/order-country.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { AddressStep } from "./AddressStep.tsx";
import { useCheckoutEvents } from "./checkout-events.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { deliveryAddress } from "./delivery-address.ts";
import { $checkoutDraft, emptyDraft, updateDraft, type Step } from "./draft.ts";
import { EmptyCheckout } from "./EmptyCheckout.tsx";
import { loadOverviewStep, loadPayStep } from "./load-steps.ts";
import { $orderInFlight } from "./order-lock.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentStep } from "./PaymentStep.tsx";
import { StepNav } from "./StepNav.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/**
 * The checkout's steps: address with delivery type, payment choice, overview, payment
 * (docs/decisions/lighter-checkout.md). Everything typed is kept for the session (draft.ts); the order becomes one CRM deal (place-order.ts).
 */
export function CheckoutFlow({ data }: { data: CheckoutData }) {
  const { t } = useLingui();
  const draft = useStore($checkoutDraft);
  const inFlight = useStore($orderInFlight);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A first visit starts with the visitor's country in both addresses.
  useEffect(() => {
    if (!draft.invoice.country && !draft.delivery.country) {
      const fresh = emptyDraft(data.geoLocation);
      updateDraft({
        invoice: { ...draft.invoice, country: fresh.invoice.country },
        delivery: { ...draft.delivery, country: fresh.delivery.country },
      });
    }
  }, []);

  // A new step gets focus on its heading, so keyboard and screen-reader users start at its top. In the
  // render that shows the step: a plain effect comes a frame later and pulled back to the heading a
  // Tab pressed in between (test/widgets/checkout/keyboard.test.ts).
  useLayoutEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [draft.step]);

  const country = orderCountry(deliveryAddress(draft).country, data.geoLocation);
  const [summaryState, reload] = useOrderSummary({ ...data, sessionId: getSessionId(), country, deliveryType: draft.deliveryType });
  const summary = summaryState.status === "ready" ? summaryState.summary : null;
  const totals = useOrderTotals(summary);
  const facts = useMemo(() => summary?.lines.map(lineFacts) ?? [], [summary]);
  const events = useCheckoutEvents(summary, draft, data.geoLocation);

  if (summaryState.status === "error") return <ErrorNotice error={summaryState.error} onRetry={reload} />;
  if (!summary || !totals) return <Loading className="checkout" />;
  if (summary.lines.length === 0 && !draft.attempt?.dealId) return <EmptyCheckout data={data} />;

  // No step is left while a request of the order is on its way (order-lock.ts).
  const go = (step: Step) => {
    if (!$orderInFlight.get()) updateDraft({ step });
  };
  const titles: Record<Step, string> = {
    address: t`Adresse`,
    payment: t`Zahlungsart`,
    overview: t`Übersicht`,
    pay: t`Bezahlung`,
  };
  // The overview lists the whole order itself; every other step has the summary beside it.
  const withSummary = draft.step !== "overview";
  return (
    <section className={withSummary ? "checkout with-summary" : "checkout"} aria-labelledby="checkout-step-title">
      {withSummary && <OrderSummary summary={summary} totals={totals} country={country} />}
      <div className="checkout-main">
        <StepNav current={draft.step} titles={titles} locked={!!draft.attempt?.dealId || inFlight} onGo={go} />
        <h2 id="checkout-step-title" tabIndex={-1} ref={headingRef} {...FOCUS_HOME}>
          {titles[draft.step]}
        </h2>
        {draft.step === "address" && (
          <AddressStep
            data={data}
            country={country}
            vatPercent={totals.vatPercent}
            summary={summary}
            onNext={() => {
              events.addressDone();
              go("payment");
            }}
          />
        )}
        {draft.step === "payment" && (
          <PaymentStep
            config={data.payment}
            onBack={() => go("address")}
            onNext={() => {
              events.paymentDone();
              go("overview");
            }}
          />
        )}
        {draft.step === "overview" && (
          <LazyPart load={loadOverviewStep} props={{ data, summary, totals, facts, country, onEdit: go, onPlaced: () => go("pay") }} />
        )}
        {draft.step === "pay" && <LazyPart load={loadPayStep} props={{ data, totals, country }} />}
      </div>
    </section>
  );
}
