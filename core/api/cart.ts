// The cart's endpoints (not shown in the specification; designed here, docs/api.md): the
// session's order items with the price list that applies to each, changing an amount, removing a
// line, and the VAT option, shipping fee and packaging cost of an order.
import * as v from "valibot";
import { cartRequest, vatOptionRequest } from "./cart-requests.ts";
import { request } from "./client.ts";
import { flag, idLike, numberLike } from "./coerce.ts";
import { PriceListSchema } from "./schemas.ts";
import { imageOrNone } from "./refused-url.ts";

const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), "");

/** One order item of the session, with the price list for the requested company and country. */
export const CartLineSchema = v.object({
  /** The order item's id (the CRM object id). */
  id: idLike(),
  article_id: idLike(),
  artikel: v.string(),
  artikel_nummer: text,
  article_slug: text,
  /** The line's picture: '' or null for none; one the URL rule refuses is left out, the line still shows (core/api/refused-url.ts). */
  image_url: imageOrNone("a cart line's picture"),
  einheit: text,
  menge: v.pipe(numberLike(), v.integer(), v.minValue(1)),
  sperrgut_artikel: v.optional(flag(), false),
  restant: v.optional(flag(), false),
  kleinste_bestelleinheit: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1)), 1),
  /** From this amount on the price is on request; null if never. */
  requested_delivery_amount: v.optional(v.nullable(numberLike()), null),
  priceList: PriceListSchema,
  /** A configured line's configurator query ('' for a catalogue article): its "edit" link restores the configuration. */
  configuration_query: v.optional(v.string(), ""),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** `GET objects/order-items/get`: the session's cart. */
export const CartSchema = v.object({ items: v.array(CartLineSchema) });

/** `GET vat?country=`: the VAT option for an order delivered to that country, in percent. */
export const VatOptionSchema = v.object({ vat: v.pipe(numberLike(), v.minValue(0), v.maxValue(100)) });

interface Call {
  baseUrl: string;
  signal?: AbortSignal;
}

export function fetchCart(call: Call & { sessionId: string; companyId: string | null; geoLocation: string; language: string }) {
  return request({ ...call, ...cartRequest(call), schema: CartSchema });
}

/** Sets a line's amount. Success is 204. */
export function updateCartLine(call: Call & { sessionId: string; id: string; amount: number }): Promise<void> {
  const body = { sessionid: call.sessionId, id: call.id, menge: call.amount };
  return request({ ...call, method: "POST", path: "objects/order-items/update", body, expectStatus: 204 });
}

/** Removes a line. Success is 204. */
export function removeCartLine(call: Call & { sessionId: string; id: string }): Promise<void> {
  return request({
    ...call,
    method: "POST",
    path: "objects/order-items/delete",
    body: { sessionid: call.sessionId, id: call.id },
    expectStatus: 204,
  });
}

export function fetchVatOption(call: Call & { country: string }) {
  return request({ ...call, ...vatOptionRequest(call.country), schema: VatOptionSchema });
}
