// What an order is about to cost, loaded for the checkout and the offer request: the session's cart
// lines priced for the company and delivery country, the country's VAT option, and the shipping fee
// and packaging cost for the delivery type (by default the one the lines need).
import { fetchCart, fetchVatOption, type CartLine } from "../api/cart.ts";
import { fetchShippingFee } from "../api/shipping-fee.ts";
import { fetchPackagingCost } from "../api/packaging-cost.ts";
import type { DeliveryTypeId } from "../api/request-schemas.ts";
import { lineFacts, lineNet } from "../cart/cart-lines.ts";
import { deliveryType as neededDeliveryType } from "./rules.ts";
import { toCents } from "../pricing/scale.ts";

export interface OrderSummary {
  lines: CartLine[];
  /** The delivery country (lower case) the VAT option and fees are for. */
  country: string;
  vatOption: number;
  deliveryType: DeliveryTypeId;
  shippingCents: number;
  packagingCents: number;
}

export interface SummaryCall {
  baseUrl: string;
  signal?: AbortSignal;
  sessionId: string;
  companyId: string | null;
  /** Delivery country, lower case. */
  country: string;
  language: string;
  /** The delivery type the shopper chose; the lines' own when null. */
  deliveryType: DeliveryTypeId | null;
}

export async function loadOrderSummary(call: SummaryCall): Promise<OrderSummary> {
  const { baseUrl, signal, country } = call;
  const base = { baseUrl, ...(signal ? { signal } : {}) };
  const [cart, vat] = await Promise.all([
    fetchCart({ ...base, sessionId: call.sessionId, companyId: call.companyId, geoLocation: country, language: call.language }),
    fetchVatOption({ ...base, country }),
  ]);
  const lines = cart.items;
  const type = call.deliveryType ?? neededDeliveryType(lines.map(lineFacts));
  if (lines.length === 0) return { lines, country, vatOption: vat.vat, deliveryType: type, shippingCents: 0, packagingCents: 0 };
  const netCents = lines.reduce((sum, line) => sum + lineNet(line), 0);
  const fees = { ...base, country, deliveryType: type };
  const [shipping, packaging] = await Promise.all([
    fetchShippingFee({ ...fees, netCents }),
    fetchPackagingCost({ ...fees, lines: lines.length }),
  ]);
  return {
    lines,
    country,
    vatOption: vat.vat,
    deliveryType: type,
    shippingCents: toCents(shipping.shippingFee),
    packagingCents: toCents(packaging.packagingCost),
  };
}
