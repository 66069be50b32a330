import { useShopError } from "../../core/analytics/shop-error.ts";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { cleanAddress } from "../../core/address/validation.ts";
import { ApiError } from "../../core/api/client.ts";
import { dealAddress } from "../../core/order/deal-body.ts";
import { TermsAndPrivacy } from "../../core/address-forms/TermsAndPrivacy.tsx";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import type { LineFacts } from "../../core/order/rules.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { AddressSummary } from "../../core/order-ui/AddressSummary.tsx";
import { OrderLinesTable } from "../../core/order-ui/OrderLinesTable.tsx";
import { OrderTotalsList } from "../../core/order-ui/OrderTotalsList.tsx";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { $company } from "../../core/state/stores.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { BankTransfer } from "./BankTransfer.tsx";
import type { CheckoutData } from "./checkout-data.ts";
import { $checkoutDraft, updateDraft, type Step } from "./draft.ts";
import { useDeliveryLabels, usePaymentLabels } from "../../core/order-ui/labels.ts";
import { loadPayStep, preload } from "./load-steps.ts";
import { CHECKOUT_ERRORS } from "./messages.ts";
import { $orderInFlight, whileLocked } from "./order-lock.ts";
import { orderProblems } from "./order-problems.ts";
import { lineView } from "./line-view.ts";
import { placeOrder } from "./place-order.ts";

interface OverviewProps {
  data: CheckoutData;
  summary: OrderSummary;
  totals: OrderTotals;
  facts: LineFacts[];
  country: string;
  onEdit: (step: Step) => void;
  onPlaced: () => void;
}

/** Everything at a glance, the note, the two confirmations and the button that places the order. */
export function OverviewStep({ data, summary, totals, facts, country, onEdit, onPlaced }: OverviewProps) {
  const { t } = useLingui();
  const draft = useStore($checkoutDraft);
  const companyId = useStore($company)?.company.id ?? null;
  const deliveryLabels = useDeliveryLabels();
  const paymentLabels = usePaymentLabels();
  const [tried, setTried] = useState(0);
  const locked = useStore($orderInFlight);
  const [failure, setFailure] = useState<unknown>(null);
  useShopError(failure);
  const rootRef = useRef<HTMLDivElement>(null);
  // The payment panel comes next: its code loads now, so "Zahlungspflichtig bestellen" never waits for it.
  useEffect(() => preload(loadPayStep), []);

  const problems = orderProblems(draft, facts, data.payment);
  const shown = tried > 0 ? problems : [];
  useEffect(() => {
    if (tried > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tried]);

  const order = async () => {
    if ($orderInFlight.get()) return;
    if (problems.length > 0) return setTried((n) => n + 1);
    setFailure(null);
    try {
      // Locked until the deal (and the freight cost) is recorded: nothing shown can change meanwhile.
      if (await whileLocked(() => placeOrder({ data, summary, totals, companyId }))) onPlaced();
    } catch (error) {
      setFailure(error);
    }
  };

  const invoice = dealAddress(cleanAddress(draft.invoice));
  const delivery = draft.separateDelivery ? dealAddress(cleanAddress(draft.delivery, "recipient"), invoice.email) : invoice;
  // Said at once, not after a click: nothing the shopper does here makes this order possible.
  const offerOnly = problems.includes("offer-only") || isOfferOnlyAnswer(failure);

  return (
    <div className="step overview-step" ref={rootRef}>
      {(shown.includes("check-payment-and-delivery") || shown.includes("no-provider")) && (
        <p className="alert" role="alert">
          {t(
            shown.includes("no-provider") && !shown.includes("check-payment-and-delivery")
              ? CHECKOUT_ERRORS.noProvider
              : CHECKOUT_ERRORS.checkPaymentAndDelivery,
          )}
        </p>
      )}
      {offerOnly && (
        <p className="alert" role="alert">
          {t`Diese Bestellung können wir nur als Angebot annehmen: Lieferland oder Artikel erlauben keine Direktbestellung.`}{" "}
          <a href={shopPageUrl("offer", data)}>{t`Angebot anfordern`}</a>
        </p>
      )}
      {/* Not `disabled` on the order button itself: a disabled control loses focus to the page body. */}
      <fieldset className="lock" role="none" disabled={locked}>
        <div className="facts">
          <Fact title={t`Rechnungsadresse`} onEdit={() => onEdit("address")} editLabel={t`Rechnungsadresse ändern`}>
            <AddressSummary address={invoice} />
          </Fact>
          <Fact title={t`Lieferadresse`} onEdit={() => onEdit("address")} editLabel={t`Lieferadresse ändern`}>
            <AddressSummary address={delivery} />
          </Fact>
          <Fact title={t`Versandart`} onEdit={() => onEdit("address")} editLabel={t`Versandart ändern`}>
            <p>{deliveryLabels[summary.deliveryType]}</p>
          </Fact>
          <Fact title={t`Zahlungsart`} onEdit={() => onEdit("payment")} editLabel={t`Zahlungsart ändern`}>
            <p>{draft.paymentMethod ? paymentLabels[draft.paymentMethod] : "–"}</p>
          </Fact>
        </div>
        {draft.paymentMethod === "prepayment" && data.payment.prepayment && (
          <BankTransfer bank={data.payment.prepayment} totalCents={totals.grossCents} country={country} />
        )}
        <OrderLinesTable lines={summary.lines.map(lineView)} country={country} vatPercent={totals.vatPercent} />
        <OrderTotalsList totals={totals} country={country} />
        <div className="field">
          <label htmlFor="order-note">{t`Anmerkung zur Bestellung`}</label>
          <textarea
            id="order-note"
            maxLength={2000}
            rows={3}
            value={draft.note}
            onInput={(e) => updateDraft({ note: (e.target as HTMLTextAreaElement).value })}
          />
        </div>
        <TermsAndPrivacy
          prefix="accept"
          termsUrl={shopPageUrl("terms", data)}
          privacyUrl={shopPageUrl("privacy", data)}
          terms={{ checked: draft.acceptTerms, onChange: (acceptTerms) => updateDraft({ acceptTerms }), invalid: !draft.acceptTerms }}
          privacy={{
            checked: draft.acceptPrivacy,
            onChange: (acceptPrivacy) => updateDraft({ acceptPrivacy }),
            invalid: !draft.acceptPrivacy,
          }}
          error={shown.includes("confirm-terms-and-privacy") ? CHECKOUT_ERRORS.confirmTermsAndPrivacy : null}
        />
        {failure !== null && !isOfferOnlyAnswer(failure) && (
          <div className="order-failure">
            <ErrorNotice error={failure} />
            <p>{t`Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es erneut; Ihre Bestellung wird dabei nicht doppelt angelegt.`}</p>
          </div>
        )}
      </fieldset>
      <div className="actions">
        <button type="button" onClick={() => onEdit("payment")} disabled={locked}>
          {t`Zurück`}
        </button>
        <button type="button" className="primary" onClick={() => void order()} aria-disabled={locked} aria-busy={locked}>
          {t`Zahlungspflichtig bestellen`}
        </button>
      </div>
    </div>
  );
}

function Fact({ title, editLabel, onEdit, children }: { title: string; editLabel: string; onEdit: () => void; children: React.ReactNode }) {
  return (
    <section className="fact">
      <h3>{title}</h3>
      {children}
      <button type="button" className="link" onClick={onEdit}>
        {editLabel}
      </button>
    </section>
  );
}

/** The backend refused a direct order it may only take as an offer (422, code offer_only). */
function isOfferOnlyAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && (error.body as { code?: unknown } | undefined)?.code === "offer_only";
}
