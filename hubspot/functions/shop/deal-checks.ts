// What a backend checks of a POST deal body before it makes the deal (docs/api.md#deal), shared by the
// shop's functions and the msw fake so both refuse alike: the lines are the session's cart lines, a
// quotation names its contact, an order names its payment method and may only go where and hold what
// direct orders may (section 6, core/order/rules.ts), and the total the shopper confirmed is the one the
// shop computes from its own prices and costs (docs/decisions/deal-total.md). Pure.
import { toDecimal } from "../../../core/api/deal.ts";
import type { CreateDealBody } from "../../../core/api/request-schemas.ts";
import { canOrderDirectly, type LineFacts, offerReasons } from "../../../core/order/rules.ts";
import type { ScalePrice } from "../../../core/api/schemas.ts";
import { scaleEntryFor, toCents, toScale } from "../../../core/pricing/scale.ts";
import { type OrderTotals, orderTotals } from "../../../core/pricing/totals.ts";
import { type PackagingCosts, packagingCostFor, type ShippingFees, shippingFeeFor, type VatTable, vatFor } from "./order-costs.ts";

/** A refusal of POST deal: 422 with one of the contract's codes. */
export interface DealRefusal {
  code: "unknown_order_item" | "contact_required" | "payment_required" | "offer_only" | "price_changed";
  message: string;
  /** The shop's own total, decimal, with price_changed. */
  totalPrice?: number;
}

/** What the rules need to know of a cart line; the amount is the body's. */
export type CartLineFacts = Omit<LineFacts, "amount">;

/** The delivery country (lower case): the delivery address's, which repeats the invoice's when there is no other. */
export const dealCountry = (body: CreateDealBody) => body.delivery.address_country.toLowerCase();

/** Why the body cannot become a deal, or null. `cart` holds the session's cart lines by order item id. */
export function dealRefusal(body: CreateDealBody, cart: ReadonlyMap<string, CartLineFacts>): DealRefusal | null {
  const facts: LineFacts[] = [];
  for (const line of body.products) {
    const known = cart.get(line.orderItemId);
    if (!known) return { code: "unknown_order_item", message: `Order item ${line.orderItemId} is not in this session's cart` };
    facts.push({ ...known, amount: line.amount });
  }
  if (body.type === "quotation" && !body.ansprechpartner_id)
    return { code: "contact_required", message: "A quotation needs ansprechpartner_id" };
  if (body.type !== "order") return null;
  if (!body.paymentMethod) return { code: "payment_required", message: "An order needs a payment method" };
  const country = dealCountry(body);
  if (canOrderDirectly(facts, country)) return null;
  const reasons = [...new Set(facts.flatMap((line) => offerReasons(line, country)))];
  return { code: "offer_only", message: `Only as an offer: ${reasons.join(", ") || "too many items"}` };
}

/** A line at the ordered amount, in cents: the unit price of its scale's entry for the amount (0 without one), and the line's net. */
export function lineCents(scale: readonly ScalePrice[], amount: number) {
  const unitCents = scaleEntryFor(toScale([...scale]), amount)?.unitCents ?? 0;
  return { unitCents, netCents: unitCents * amount };
}

/** The shop's settings an order's costs come from (shop/order-costs.ts). */
export interface OrderCostTables {
  vat: VatTable;
  shipping: ShippingFees;
  packaging: PackagingCosts;
}

/**
 * The order's totals as the shop computes them (core/pricing/totals.ts): the lines' net from the shop's
 * price lists, the shipping fee for that net, the packaging cost, and the delivery country's VAT unless
 * the company is VAT-free: what vat, shippingFee and packaging-cost answer the checkout.
 */
export function dealTotals(
  body: CreateDealBody,
  lineNetCents: readonly number[],
  taxStatus: string | undefined,
  costs: OrderCostTables,
): OrderTotals {
  const country = dealCountry(body);
  const netCents = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const order = { country, deliveryType: body.deliveryType, net: toDecimal(netCents) };
  return orderTotals({
    lineNetCents: [...lineNetCents],
    shippingCents: toCents(shippingFeeFor(costs.shipping, order)),
    packagingCents: toCents(packagingCostFor(costs.packaging, body.deliveryType)),
    taxStatus,
    selectedVat: vatFor(costs.vat, country),
    country,
  });
}

/** The refusal of a body whose total is not the shop's (prices changed since the page loaded, or a body made up). */
export function totalRefusal(body: CreateDealBody, totals: OrderTotals): DealRefusal | null {
  if (toCents(body.totalPrice) === totals.grossCents) return null;
  const totalPrice = toDecimal(totals.grossCents);
  return { code: "price_changed", message: `The order's total is ${totalPrice}, not ${body.totalPrice}`, totalPrice };
}
