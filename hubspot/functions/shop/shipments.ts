// An order's shipment as the CRM keeps it on the deal (docs/decisions/hubspot-delivery.md#the-deal):
// what the shop's ERP writes when it ships — the parcels (shop_parcels: carrier, number, day shipped,
// and a status where the ERP has one, as for DPD), or the booked forwarder (shop_forwarder_*) — and
// what the delivery function last heard from the carriers (shop_parcel_status); made into the
// contract's order (core/api/delivery.ts).
import * as v from "valibot";
import {
  type DeliveryOrder,
  DeliveryEventSchema,
  type Forwarder,
  ForwarderSchema,
  type Parcel,
  ParcelSchema,
} from "../../../core/api/delivery.ts";
import { compactNumber } from "../../../core/tracking/tracking-number.ts";
import { Refusal } from "../answer.ts";
import { type LiveParcel, newestState } from "../carriers/carrier-call.ts";
import type { CrmRecord } from "../crm/objects.ts";
import { dealNumber } from "./deals.ts";

/** The deal's properties the delivery function reads. */
export const SHIPMENT_PROPERTIES = [
  "dealname",
  "createdate",
  "shop_deal_type",
  "shop_delivery_type",
  "delivery_address_post_code",
  "shop_parcels",
  "shop_forwarder_name",
  "shop_forwarder_phone",
  "shop_forwarder_arrangement",
  "shop_forwarder_status",
  "shop_expected_delivery",
  "shop_parcel_status",
  "shop_lookup_attempts",
];

const calendarDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A parcel as the ERP writes it: carrier and number, the day shipped; status, expected day and scans where it has them. */
const ErpParcelSchema = v.object({
  carrier: ParcelSchema.entries.carrier,
  trackingNumber: ParcelSchema.entries.trackingNumber,
  shippedAt: v.optional(calendarDay),
  status: v.optional(ParcelSchema.entries.status),
  expectedDelivery: v.optional(calendarDay),
  events: v.optional(v.array(DeliveryEventSchema)),
});
export type ErpParcel = v.InferOutput<typeof ErpParcelSchema>;
const ErpParcelsSchema = v.pipe(v.string(), v.parseJson(), v.array(ErpParcelSchema));

/** What the function last heard from a parcel's carrier, and when (ms). */
const KnownStatusSchema = v.object({
  checkedAt: v.number(),
  status: ParcelSchema.entries.status,
  expectedDelivery: v.optional(calendarDay),
  events: v.array(DeliveryEventSchema),
});
export type KnownStatus = v.InferOutput<typeof KnownStatusSchema>;
const KnownStatusesSchema = v.pipe(v.string(), v.parseJson(), v.record(v.string(), KnownStatusSchema));

/** The deal is one of the shop's orders (not an offer request). */
export const isOrder = (record: CrmRecord) => record.properties.shop_deal_type === "order";

/** The parcels the ERP wrote; none before it ships. A value that is not such a list is the CRM's data failing (502). */
export function erpParcels(record: CrmRecord): ErpParcel[] {
  const stored = record.properties.shop_parcels;
  if (!stored) return [];
  const parsed = v.safeParse(ErpParcelsSchema, stored);
  if (parsed.success) return parsed.output;
  console.error(`[shop-functions] deal ${record.id}: shop_parcels is not a list of parcels`);
  throw new Refusal(502, "bad_data", "The shop's data could not be read");
}

/** The carriers' last answers by tracking number; none when unset, or unreadable (then asked again). */
export function knownStatuses(record: CrmRecord): Record<string, KnownStatus> {
  const stored = record.properties.shop_parcel_status;
  if (!stored) return {};
  const parsed = v.safeParse(KnownStatusesSchema, stored);
  if (!parsed.success) console.error(`[shop-functions] deal ${record.id}: shop_parcel_status is unreadable; the carriers are asked again`);
  return parsed.success ? parsed.output : {};
}

/** A parcel's number as it is compared: without spaces and dashes, in capitals. */
export const parcelKey = (parcel: Pick<ErpParcel, "trackingNumber">) => compactNumber(parcel.trackingNumber);

const isDone = (status: Parcel["status"]) => status === "delivered" || status === "returned";

/** The contract's parcel: what its carrier said (now or last time), else what the ERP wrote, else announced. */
export function parcelAnswer(erp: ErpParcel, heard?: LiveParcel): Parcel {
  const events = heard?.events ?? erp.events ?? [];
  const status = heard?.status ?? erp.status ?? newestState(events);
  const expected = heard ? heard.expectedDelivery : erp.expectedDelivery;
  return {
    carrier: erp.carrier,
    trackingNumber: parcelKey(erp),
    status,
    ...(expected && !isDone(status) ? { expectedDelivery: expected } : {}),
    events,
  };
}

/** The booked forwarder; none until the ERP names one with how it delivers. */
function forwarderOf(record: CrmRecord): Forwarder | undefined {
  const p = record.properties;
  if (!p.shop_forwarder_name) return undefined;
  const forwarder = v.safeParse(ForwarderSchema, {
    name: p.shop_forwarder_name,
    ...(p.shop_forwarder_phone ? { phone: p.shop_forwarder_phone } : {}),
    arrangement: p.shop_forwarder_arrangement,
    // Booked, not yet on its way: the forwarder's own status comes with its call.
    status: p.shop_forwarder_status || "announced",
    ...(p.shop_expected_delivery ? { expectedDelivery: p.shop_expected_delivery.slice(0, 10) } : {}),
  });
  if (!forwarder.success) console.error(`[shop-functions] deal ${record.id}: the forwarder has no arrangement; left out`);
  return forwarder.success ? forwarder.output : undefined;
}

/** The number the shopper knows: the deal's name when it is this deal's number (so a number stays as given), else the deals' rule. */
export function orderNumberOf(record: CrmRecord): string {
  const name = record.properties.dealname?.trim() ?? "";
  return new RegExp(`^A[BN]-\\d{4}-${record.id}$`, "i").test(name) ? name.toUpperCase() : dealNumber(record);
}

/** The contract's order for a deal, with its parcels as the function found them. */
export function deliveryOrder(record: CrmRecord, parcels: Parcel[]): DeliveryOrder {
  const forwarder = forwarderOf(record);
  return {
    orderNumber: orderNumberOf(record),
    orderedAt: (record.properties.createdate || record.createdAt).slice(0, 10),
    deliveryType: record.properties.shop_delivery_type === "freight-forwarder" ? "freight-forwarder" : "parcel-service",
    parcels,
    ...(forwarder ? { forwarder } : {}),
  };
}
