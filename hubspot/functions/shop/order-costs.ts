// The order's costs besides its goods (docs/api.md#cart): the VAT table by delivery country, the
// shipping fees and the packaging costs are shop settings an owner edits in HubSpot (`vat-by-country`,
// `shipping`, `packaging`: docs/decisions/hubspot-crm-model.md#settings), and these rules answer vat,
// shippingFee and packaging-cost from them. Pure: the msw fake answers with the same rules over the
// demo's values (demo/mocks/fixtures-order-costs.ts), which the CRM seed writes as the settings.
import * as v from "valibot";
import { toCents } from "../../../core/pricing/scale.ts";

const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const eur = v.pipe(v.number(), v.finite(), v.minValue(0));

/** `vat-by-country`: the VAT in percent on delivery to a country (lower-case ISO code), and to any other. */
export const VatTableSchema = v.object({
  rates: v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}$/)), percent),
  /** An export: 0 for a shop that charges no VAT on delivery outside its VAT area. */
  otherCountries: percent,
});
export type VatTable = v.InferOutput<typeof VatTableSchema>;

/** `shipping`: net fees in EUR: a parcel in Germany and abroad (free from a net order value on), a forwarder. */
export const ShippingFeesSchema = v.object({
  parcel: v.object({ de: eur, abroad: eur }),
  freeParcelFromNet: eur,
  forwarder: eur,
});
export type ShippingFees = v.InferOutput<typeof ShippingFeesSchema>;

/** `packaging`: the net packaging cost in EUR of a parcel and of a forwarder's delivery. */
export const PackagingCostsSchema = v.object({ parcel: eur, forwarder: eur });
export type PackagingCosts = v.InferOutput<typeof PackagingCostsSchema>;

/** The settings these rules read, by key, with the schema each value must pass. */
export const ORDER_COST_SETTINGS = {
  "vat-by-country": VatTableSchema,
  shipping: ShippingFeesSchema,
  packaging: PackagingCostsSchema,
} as const;

const FORWARDER = "freight-forwarder";

/** The VAT in percent on delivery to `country` (either case): its own rate, else the other countries'. */
export const vatFor = (table: VatTable, country: string): number => table.rates[country.toLowerCase()] ?? table.otherCountries;

/** The net shipping fee: a forwarder's always; a parcel's free from the net order value on, else Germany's or abroad's. */
export function shippingFeeFor(fees: ShippingFees, order: { country: string; deliveryType: string; net: number }): number {
  if (order.deliveryType === FORWARDER) return fees.forwarder;
  if (toCents(order.net) >= toCents(fees.freeParcelFromNet)) return 0;
  return order.country.toLowerCase() === "de" ? fees.parcel.de : fees.parcel.abroad;
}

/** The net order value from which a delivery of this type ships free: a parcel's threshold; never (null) by forwarder. */
export const freeShippingFromFor = (fees: ShippingFees, deliveryType: string): number | null =>
  deliveryType === FORWARDER ? null : fees.freeParcelFromNet;

/** The shippingFee answer: the fee, and from which net order value it falls away (the shopper is told before the cart). */
export const shippingFeeAnswer = (fees: ShippingFees, order: { country: string; deliveryType: string; net: number }) => ({
  shippingFee: shippingFeeFor(fees, order),
  freeFromNet: freeShippingFromFor(fees, order.deliveryType),
});

/** The net packaging cost of a forwarder's delivery or of a parcel. */
export const packagingCostFor = (costs: PackagingCosts, deliveryType: string): number =>
  deliveryType === FORWARDER ? costs.forwarder : costs.parcel;
