// The order and offer endpoints (section 3's order record and order payload; methods and answers are
// not shown in the specification, so they are designed here, docs/api.md). An order or an
// offer request becomes one CRM deal: POST `deal` creates it, GET `deal/get` reads it back (the
// thank-you page, reload-safe), POST `update-deal-with-freight-cost` adds the forwarder's freight,
// POST `deal/payment-method` records another payment method after a failed payment.
import * as v from "valibot";
import { request } from "./client.ts";
import { idLike, numberLike } from "./coerce.ts";
import { dealRequest } from "./deal-requests.ts";

import type { CreateDealBody, PaymentMethod } from "./request-schemas.ts";

export type { CreateDealBody, DealAddress, DealLine, DealType, DeliveryTypeId, PaymentMethod } from "./request-schemas.ts";

/** Answer of POST `deal`: the deal's id and the number the shopper sees. */
export const CreatedDealSchema = v.object({ dealId: idLike(), number: v.pipe(v.string(), v.nonEmpty()) });
export type CreatedDeal = v.InferOutput<typeof CreatedDealSchema>;

const PaymentMethodSchema = v.picklist(["paypal", "card", "invoice", "prepayment"]);

/** Answer of POST `deal/payment-method`: the method the deal now carries. */
export const DealPaymentMethodSchema = v.object({ dealId: idLike(), paymentMethod: PaymentMethodSchema });

const money = v.pipe(numberLike(), v.minValue(0));
const text = v.optional(v.string(), "");

const AddressSchema = v.object({
  email: text,
  phone_number: text,
  abbreviation: text,
  address_city: text,
  address_country: text,
  address_post_code: text,
  addressline1: text,
  addressline3: text,
  orderrecipient: text,
});

/** Answer of GET `deal/get?dealId=`: what the thank-you page shows. */
export const DealSchema = v.object({
  dealId: idLike(),
  number: v.string(),
  type: v.picklist(["order", "quotation", "quotation_guest"]),
  createdate: v.string(),
  deliveryType: v.picklist(["freight-forwarder", "parcel-service"]),
  paymentMethod: v.nullable(PaymentMethodSchema),
  /** 'paid' once PayPal or the card went through; 'open' for invoice, prepayment and offers. */
  paymentStatus: v.picklist(["open", "paid"]),
  lines: v.array(
    v.object({
      orderItemId: idLike(),
      artikel: v.string(),
      artikel_nummer: text,
      einheit: text,
      amount: v.pipe(numberLike(), v.integer(), v.minValue(1)),
      nettoPrice: money,
      price: money,
    }),
  ),
  netTotal: money,
  shippingFee: money,
  packagingCost: money,
  freightCost: v.optional(money, 0),
  vatPercent: v.pipe(numberLike(), v.minValue(0), v.maxValue(100)),
  vatTotal: money,
  calculatedamount: money,
  invoice: AddressSchema,
  delivery: AddressSchema,
  note: text,
});
export type Deal = v.InferOutput<typeof DealSchema>;

interface Call {
  baseUrl: string;
  signal?: AbortSignal;
}

/** Creates the deal (never retried by the client itself; the requestId makes a manual retry safe). */
export function createDeal(call: Call & { body: CreateDealBody }): Promise<CreatedDeal> {
  return request({ ...call, method: "POST", path: "deal", body: call.body, schema: CreatedDealSchema });
}

/** Adds the forwarder's freight cost (decimal) to the deal. Success is 204. */
export function updateDealWithFreightCost(call: Call & { dealId: string; freightCost: number }): Promise<void> {
  const body = { dealId: call.dealId, freightCost: call.freightCost };
  return request({ ...call, method: "POST", path: "update-deal-with-freight-cost", body, expectStatus: 204 });
}

/**
 * Records another payment method on an order that is not paid yet (the shopper's card or PayPal
 * payment failed). Answers the method the deal now carries; 409 `already_paid` for a paid deal.
 */
export async function changeDealPaymentMethod(call: Call & { dealId: string; paymentMethod: PaymentMethod }): Promise<PaymentMethod> {
  const body = { dealId: call.dealId, paymentMethod: call.paymentMethod };
  const answer = await request({ ...call, method: "POST", path: "deal/payment-method", body, schema: DealPaymentMethodSchema });
  return answer.paymentMethod;
}

/** Reads a deal back (thank-you page): never creates one. */
export function fetchDeal(call: Call & { dealId: string }): Promise<Deal> {
  return request({ ...call, ...dealRequest(call.dealId), schema: DealSchema });
}

/** Integer cents to the API's decimal. */
export const toDecimal = (cents: number): number => Math.round(cents) / 100;
