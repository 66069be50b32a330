// Places the order: creates the deal once (the attempt's requestId makes a repeated call safe, a new
// one comes with a changed order, and the kept dealId skips the call entirely), then records the
// forwarder's freight cost where a forwarder delivers. Each finished step is written to the draft at
// once, so a failure, a reload or a second click continues where it stopped instead of starting over.
// After a failed payment, recordPaymentMethod() puts another method on the same deal.
import { cleanAddress } from "../../core/address/validation.ts";
import { changeDealPaymentMethod, createDeal, toDecimal, updateDealWithFreightCost, type PaymentMethod } from "../../core/api/deal.ts";
import { dealBody } from "../../core/order/deal-body.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { requestKeyFor } from "../../core/order/request-id.ts";
import { rememberDealDisplay } from "../../core/state/deal-display.ts";
import { getSessionId } from "../../core/state/session-id.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { $checkoutDraft, updateDraft, type Attempt } from "./draft.ts";

export interface PlacedOrder {
  dealId: string;
  number: string;
}

export async function placeOrder(args: {
  data: CheckoutData;
  summary: OrderSummary;
  totals: OrderTotals;
  companyId: string | null;
}): Promise<PlacedOrder> {
  const { data, summary, totals } = args;
  const draft = $checkoutDraft.get();
  let attempt: Attempt | null = draft.attempt;

  let deal = attempt?.dealId && attempt.number ? { dealId: attempt.dealId, number: attempt.number } : null;
  if (!deal) {
    const body = dealBody({
      requestId: "",
      type: "order",
      language: data.language,
      sessionId: getSessionId(),
      contactId: data.ansprechpartner_id,
      companyId: args.companyId,
      lines: summary.lines,
      totals,
      note: draft.note,
      deliveryType: summary.deliveryType,
      paymentMethod: draft.paymentMethod,
      customer: cleanAddress(draft.invoice),
      delivery: draft.separateDelivery ? cleanAddress(draft.delivery, "recipient") : null,
    });
    const key = requestKeyFor(attempt, body);
    attempt = { ...key, dealId: null, number: null, freightSent: false, paymentMethod: body.paymentMethod };
    updateDraft({ attempt });
    const created = await createDeal({ baseUrl: data.baseUrl, body: { ...body, requestId: key.requestId } });
    attempt = { ...attempt, dealId: created.dealId, number: created.number };
    updateDraft({ attempt });
    rememberDealDisplay(created.dealId);
    deal = { dealId: created.dealId, number: created.number };
  }

  if (summary.deliveryType === "freight-forwarder" && attempt && !attempt.freightSent) {
    await updateDealWithFreightCost({ baseUrl: data.baseUrl, dealId: deal.dealId, freightCost: toDecimal(totals.shippingCents) });
    attempt = { ...attempt, freightSent: true };
    updateDraft({ attempt });
  }
  return deal;
}

/** Records `method` on the placed order's deal; the payment step then follows it. */
export async function recordPaymentMethod(data: CheckoutData, dealId: string, method: PaymentMethod): Promise<void> {
  const recorded = await changeDealPaymentMethod({ baseUrl: data.baseUrl, dealId, paymentMethod: method });
  const attempt = $checkoutDraft.get().attempt;
  if (attempt?.dealId === dealId) updateDraft({ attempt: { ...attempt, paymentMethod: recorded }, paymentMethod: recorded });
}
