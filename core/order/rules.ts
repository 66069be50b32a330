// Who may order what directly (specification section 6) and the cart's limits (section 9). Pure
// functions over the facts of each cart line; the cart and the checkout both ask them.

/**
 * Countries that may order directly: Germany, Austria, France, and Monaco. Monaco belongs to France's
 * customs and VAT territory and French carriers deliver it as France, so nothing differs from an order
 * to France. Luxembourg, which one text also names, is a VAT territory and delivery zone of its own and
 * is not in the rule of section 6: it gets an offer (docs/decisions/direct-order-countries.md).
 */
export const DIRECT_ORDER_COUNTRIES: readonly string[] = ["de", "at", "fr", "mc"];

/** At most this many different items per order (section 9). */
export const MAX_ORDER_ITEMS = 100;

/** What the rules need to know of one cart line. */
export interface LineFacts {
  articleId: string;
  amount: number;
  /** sperrgut_artikel: bulky or oversize goods. */
  bulky: boolean;
  /** From this amount on the price is on request (requested_delivery_amount), if set. */
  requestThreshold?: number | undefined;
}

/** Why a line can only be requested as an offer. */
export type OfferReason = "country" | "bulky" | "price-on-request";

export const canOrderDirectlyTo = (country: string): boolean => DIRECT_ORDER_COUNTRIES.includes(country.trim().toLowerCase());

/** The reasons a line can only be requested, empty when it can be ordered directly. */
export function offerReasons(line: LineFacts, country: string): OfferReason[] {
  const reasons: OfferReason[] = [];
  if (!canOrderDirectlyTo(country)) reasons.push("country");
  if (line.bulky) reasons.push("bulky");
  if (line.requestThreshold !== undefined && line.requestThreshold > 0 && line.amount >= line.requestThreshold)
    reasons.push("price-on-request");
  return reasons;
}

/** A direct order needs every line orderable and at most MAX_ORDER_ITEMS different items. */
export function canOrderDirectly(lines: LineFacts[], country: string): boolean {
  return lines.length > 0 && !tooManyItems(lines) && lines.every((line) => offerReasons(line, country).length === 0);
}

/** More than MAX_ORDER_ITEMS different items: the cart shows the notice of section 8. */
export function tooManyItems(lines: LineFacts[]): boolean {
  return new Set(lines.map((line) => line.articleId)).size > MAX_ORDER_ITEMS;
}

/** Bulky goods travel by freight forwarder; everything else by parcel service. */
export function deliveryType(lines: LineFacts[]): "freight-forwarder" | "parcel-service" {
  return lines.some((line) => line.bulky) ? "freight-forwarder" : "parcel-service";
}
