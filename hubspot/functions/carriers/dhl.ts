// DHL's "Shipment Tracking - Unified" API (developer.dhl.com/api-reference/shipment-tracking):
// GET https://api-eu.dhl.com/track/shipments?trackingNumber=… with the header DHL-API-Key, one number a
// call. With `recipientPostalCode` DHL Paket (service parcel-de) answers the scans' places; `language`
// asks for the texts in the page's language where DHL has them. Errors come as problem+json
// ({ status, title, detail }): 401 a wrong key, 404 a number DHL does not know (yet: a new parcel
// appears 10–30 minutes after its label), 429 over the key's limit (250 calls a day, one every five
// seconds at the starting service level). docs/decisions/hubspot-delivery.md#dhl.
import * as v from "valibot";
import type { DeliveryEvent, DeliveryState } from "../../../core/api/delivery.ts";
import { CarrierFailure, carrierFetch, carrierJson, type LiveParcel, newestState, type ParcelQuery } from "./carrier-call.ts";
import { calendarDay, instantWithOffset } from "./carrier-time.ts";

/** The function's secret for DHL (its hsmeta `secretKeys`; `hs secret add DHL_API_KEY`). */
export const DHL_KEY_SECRET = "DHL_API_KEY";
/** DHL's host (app-hsmeta.json permittedUrls.fetch). */
export const DHL_HOST = "https://api-eu.dhl.com";
/** Where DHL is: only the local run sets it (the stand-in, demo/carriers/dhl.mjs), a deployed function never does. */
export const DHL_BASE_KEY = "DHL_API_BASE_URL";

const PlaceSchema = v.looseObject({ address: v.optional(v.looseObject({ addressLocality: v.optional(v.string()) })) });
const EventSchema = v.looseObject({
  timestamp: v.optional(v.string()),
  location: v.optional(PlaceSchema),
  /** pre-transit, transit, delivered, failure, unknown. */
  statusCode: v.optional(v.string()),
  /** For DHL Paket a short event code ("PO": in delivery, "ZU": delivered …); else a word. */
  status: v.optional(v.string()),
  description: v.optional(v.string()),
  remark: v.optional(v.string()),
});
const ShipmentSchema = v.looseObject({
  id: v.optional(v.string()),
  status: v.optional(EventSchema),
  estimatedTimeOfDelivery: v.optional(v.string()),
  estimatedDeliveryTimeFrame: v.optional(v.looseObject({ estimatedFrom: v.optional(v.string()) })),
  /** Since 1.4.2: the shipment goes (or went) back to its sender. */
  returnFlag: v.optional(v.boolean()),
  events: v.optional(v.array(EventSchema)),
});
const AnswerSchema = v.looseObject({ shipments: v.array(ShipmentSchema) });
export type DhlShipment = v.InferOutput<typeof ShipmentSchema>;
type DhlEvent = v.InferOutput<typeof EventSchema>;

/** DHL Paket's event code for "in the delivery vehicle". */
const OUT_FOR_DELIVERY = "PO";

/** One scan's state: DHL's coarse statusCode, with DHL Paket's PO code for out for delivery. */
function eventState(event: DhlEvent): DeliveryState {
  switch (event.statusCode) {
    case "pre-transit":
      return "announced";
    case "delivered":
      return "delivered";
    case "failure":
      return "delivery_failed";
    default:
      return event.status === OUT_FOR_DELIVERY ? "out_for_delivery" : "in_transit";
  }
}

function event(scan: DhlEvent): DeliveryEvent | undefined {
  const at = instantWithOffset(scan.timestamp);
  const text = scan.description || scan.remark || scan.status;
  if (!at || !text) return undefined;
  const place = scan.location?.address?.addressLocality?.trim();
  return { at, status: eventState(scan), text, ...(place ? { place } : {}) };
}

/**
 * A DHL shipment as the contract's parcel: its scans; a shipment DHL flags as returned has its newest
 * scan "returned" (DHL marks the shipment, not the scan); the expected day while it is not delivered.
 */
export function dhlParcel(shipment: DhlShipment): LiveParcel {
  const events = (shipment.events ?? []).map(event).filter((e): e is DeliveryEvent => e !== undefined);
  if (shipment.returnFlag && events.length > 0) {
    const newest = events.reduce((a, b) => (Date.parse(b.at) > Date.parse(a.at) ? b : a));
    newest.status = "returned";
  }
  const status = newestState(events);
  const expected = calendarDay(shipment.estimatedTimeOfDelivery ?? shipment.estimatedDeliveryTimeFrame?.estimatedFrom);
  const done = status === "delivered" || status === "returned";
  return { status, events, ...(expected && !done ? { expectedDelivery: expected } : {}) };
}

/** DHL Paket's numbers (an NVE of 20 digits, or a JJD number) are asked of service parcel-de, so no other service's shipment answers. */
const isParcelDe = (number: string) => /^(00\d{18}|JJD\d{8,})$/.test(number);

export interface DhlAccount {
  base: string;
  apiKey: string;
}

/** The account the secrets name; undefined without a key. */
export function dhlAccount(secret: (name: string) => string | undefined): DhlAccount | undefined {
  const apiKey = secret(DHL_KEY_SECRET);
  return apiKey ? { base: (secret(DHL_BASE_KEY) ?? DHL_HOST).replace(/\/+$/, ""), apiKey } : undefined;
}

/** The parcel as DHL tells of it now; undefined when DHL does not know the number (yet). */
export async function trackDhl(account: DhlAccount, query: ParcelQuery, timeoutMs: number): Promise<LiveParcel | undefined> {
  const url = new URL(`${account.base}/track/shipments`);
  url.searchParams.set("trackingNumber", query.trackingNumber);
  if (isParcelDe(query.trackingNumber)) url.searchParams.set("service", "parcel-de");
  if (query.postcode) url.searchParams.set("recipientPostalCode", query.postcode);
  url.searchParams.set("language", query.language);
  const response = await carrierFetch(
    "dhl",
    url.href,
    { headers: { "DHL-API-Key": account.apiKey, Accept: "application/json" } },
    timeoutMs,
  );
  const body = await carrierJson("dhl", response);
  if (response.status === 404) return undefined;
  if (!response.ok) {
    const problem = v.safeParse(v.looseObject({ title: v.optional(v.string()), detail: v.optional(v.string()) }), body);
    throw new CarrierFailure(
      "dhl",
      response.status,
      problem.success ? `${problem.output.title ?? ""} ${problem.output.detail ?? ""}`.trim() : "",
    );
  }
  const answer = v.safeParse(AnswerSchema, body);
  if (!answer.success) throw new CarrierFailure("dhl", response.status, "an answer that is not DHL's shipments");
  const shipment = answer.output.shipments[0];
  return shipment ? dhlParcel(shipment) : undefined;
}
