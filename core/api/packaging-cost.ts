// The packaging cost of an order (packaging-cost; docs/api.md#packaging-cost): asked by the cart, the
// order summary and the configurators. A module of its own, so a page that only shows a configurator
// does not load the cart's schemas with it.
import * as v from "valibot";
import { request } from "./client.ts";
import { numberLike } from "./coerce.ts";
import { packagingCostRequest } from "./packaging-request.ts";

/** `GET packaging-cost`: the net packaging cost, decimal. */
export const PackagingCostSchema = v.object({ packagingCost: v.pipe(numberLike(), v.minValue(0)) });

interface Call {
  baseUrl: string;
  signal?: AbortSignal;
}

export function fetchPackagingCost(call: Call & { country: string; deliveryType: string; lines: number }) {
  return request({ ...call, ...packagingCostRequest(call), schema: PackagingCostSchema });
}
