// What the thank-you page makes of a deal read back from deal/get: its lines and totals in integer
// cents for the shared order pieces (core/order-ui), and which "what happens next" case applies.
import type { Deal } from "../../core/api/deal.ts";
import type { OrderLineView } from "../../core/order-ui/OrderLinesTable.tsx";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { toCents } from "../../core/pricing/scale.ts";

/** The deal's lines: net unit price (nettoPrice) and net line price (price), in cents. */
export function dealLines(deal: Deal): OrderLineView[] {
  return deal.lines.map((line) => ({
    key: line.orderItemId,
    name: line.artikel,
    articleNumber: line.artikel_nummer,
    amount: line.amount,
    unit: line.einheit,
    unitNetCents: toCents(line.nettoPrice),
    lineNetCents: toCents(line.price),
  }));
}

/**
 * The totals as the deal stores them, not recomputed: the shopper sees what was ordered. A
 * forwarder's freightCost is already part of shippingFee and of the total (docs/api.md),
 * so it adds nothing here.
 */
export function dealTotals(deal: Deal): OrderTotals {
  return {
    netCents: toCents(deal.netTotal),
    shippingCents: toCents(deal.shippingFee),
    packagingCents: toCents(deal.packagingCost),
    vatPercent: deal.vatPercent,
    vatCents: toCents(deal.vatTotal),
    grossCents: toCents(deal.calculatedamount),
  };
}

/** Whether the deal is an offer request (a logged-in contact's or a guest's). */
export const isOffer = (deal: Deal): boolean => deal.type !== "order";

export type NextStep = "offer" | "paid" | "invoice" | "prepayment" | "payment-open" | "order";

/**
 * What happens next: offers are prepared by sales; a paid order only ships; invoice and prepayment
 * are paid later by the shopper; PayPal or card still open means the payment did not go through.
 * An order without a payment method (the schema allows null) gets the plain "we process it".
 */
export function nextStep(deal: Deal): NextStep {
  if (isOffer(deal)) return "offer";
  if (deal.paymentStatus === "paid") return "paid";
  switch (deal.paymentMethod) {
    case "invoice":
      return "invoice";
    case "prepayment":
      return "prepayment";
    case "paypal":
    case "card":
      return "payment-open";
    default:
      return "order";
  }
}
