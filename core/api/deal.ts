// The order and offer endpoints (section 3's order record and order payload; methods and answers are
// not shown in the specification, so they are designed here, README "API contract"). An order or an
// offer request becomes one CRM deal: POST `deal` creates it, GET `deal/get` reads it back (the
// thank-you page, reload-safe), POST `update-deal-with-freight-cost` adds the forwarder's freight.
import * as v from "valibot";
import { request } from "./client.ts";
import { idLike, numberLike } from "./coerce.ts";

export type DealType = "order" | "quotation" | "quotation_guest";
export type DeliveryTypeId = "freight-forwarder" | "parcel-service";
export type PaymentMethod = "paypal" | "card" | "invoice" | "prepayment";

/** One address as the deal stores it: the `delivery_` and `invoice_` variants of section 3. */
export interface DealAddress {
  email: string;
  phone_number: string;
  /** The legal form's abbreviation (GmbH, SARL, Ltd …); '' for a private customer. */
  abbreviation: string;
  address_city: string;
  /** ISO two-letter code, upper case. */
  address_country: string;
  address_post_code: string;
  /** Street and house number. */
  addressline1: string;
  /** Address addition (c/o, building, floor); may be ''. */
  addressline3: string;
  /** Who receives it: the company name for a company, otherwise first and last name. */
  orderrecipient: string;
}

/** One line of the order payload (section 3): amount ≥ 1, decimal prices. */
export interface DealLine {
  orderItemId: string;
  amount: number;
  /** Net unit price, decimal. */
  nettoPrice: number;
  /** Line price (net unit price × amount), decimal. */
  price: number;
}

/** Body of POST `deal`. Money is decimal, computed from integer cents. */
export interface CreateDealBody {
  /**
   * Idempotency key made once per attempt and kept in the session: the same key returns the deal
   * already made, so a double submit or a retry after a lost answer creates one deal.
   */
  requestId: string;
  type: DealType;
  language: "de" | "en" | "fr";
  sessionid: string;
  ansprechpartner_id: string | null;
  companyId: string | null;
  /** Gross total, decimal (the deal's calculatedamount). */
  totalPrice: number;
  products: DealLine[];
  note: string;
  deliveryType: DeliveryTypeId;
  /** Only for type 'order'. */
  paymentMethod: PaymentMethod | null;
  customerType: "private" | "company";
  vatId: string;
  invoice: DealAddress;
  delivery: DealAddress;
}

/** Answer of POST `deal`: the deal's id and the number the shopper sees. */
export const CreatedDealSchema = v.object({ dealId: idLike(), number: v.pipe(v.string(), v.nonEmpty()) });
export type CreatedDeal = v.InferOutput<typeof CreatedDealSchema>;

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
  paymentMethod: v.nullable(v.picklist(["paypal", "card", "invoice", "prepayment"])),
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

/** Reads a deal back (thank-you page): never creates one. */
export function fetchDeal(call: Call & { dealId: string }): Promise<Deal> {
  return request({ ...call, path: "deal/get", query: { dealId: call.dealId }, schema: DealSchema });
}

/** Integer cents to the API's decimal. */
export const toDecimal = (cents: number): number => Math.round(cents) / 100;
