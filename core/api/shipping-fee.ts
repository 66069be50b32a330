// The shipping fee of an order and its free-shipping threshold (shippingFee; docs/api.md#cart): asked
// by the cart, the order summary and the product page. A module of its own, so the product page does
// not load the cart's schemas with it.
import * as v from "valibot";
import { request } from "./client.ts";
import { numberLike } from "./coerce.ts";

/**
 * `GET shippingFee`: the net shipping fee, decimal, and the net order value from which this delivery
 * ships free (null: never; absent from an older API: not known).
 */
export const ShippingFeeSchema = v.object({
  shippingFee: v.pipe(numberLike(), v.minValue(0)),
  freeFromNet: v.optional(v.nullable(v.pipe(numberLike(), v.minValue(0))), null),
});

interface Call {
  baseUrl: string;
  signal?: AbortSignal;
}

export function fetchShippingFee(call: Call & { country: string; deliveryType: string; netCents: number }) {
  const query = { country: call.country, deliveryType: call.deliveryType, net: (call.netCents / 100).toFixed(2) };
  return request({ ...call, path: "shippingFee", query, schema: ShippingFeeSchema });
}
