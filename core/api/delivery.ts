// The `delivery` endpoint (named in specification section 7; its answer is designed here,
// docs/api.md#delivery): the shipments of an order, found by order number and postcode (guests), by
// tracking number, or as the logged-in contact's recent orders. The backend asks the carriers and
// normalises their statuses to DELIVERY_STATES; the carrier's own wording travels along as `text`.
// Error bodies: ServiceErrorBodySchema (core/api/service-error.ts).
import * as v from "valibot";
import { request } from "./client.ts";
import { type DeliveryQuery, deliveryRequest } from "./delivery-requests.ts";

/** The normalised states of a parcel or forwarder delivery, in the order a delivery usually passes them. */
export const DELIVERY_STATES = ["announced", "in_transit", "out_for_delivery", "delivered", "delivery_failed", "returned"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const state = v.picklist(DELIVERY_STATES);
/** An ISO 8601 date-time with offset, e.g. "2026-11-20T08:14:00+01:00". */
const dateTime = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/));
/** An ISO 8601 calendar date, e.g. "2026-11-23". */
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One scan of a parcel: when, where, the normalised state and the carrier's own text. */
export const DeliveryEventSchema = v.object({
  at: dateTime,
  status: state,
  /** Place as the carrier names it ("Hamburg", "Paketzentrum Aschheim"); left out when it names none. */
  place: v.optional(v.string()),
  /** The carrier's wording, in the language the carrier answered in. */
  text: v.string(),
});
export type DeliveryEvent = v.InferOutput<typeof DeliveryEventSchema>;

/** One parcel of a parcel-service delivery. */
export const ParcelSchema = v.object({
  /** Lower-case carrier code: "dhl", "dpd", "ups", or another the shop's tracking data block names. */
  carrier: v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,20}$/)),
  trackingNumber: v.pipe(v.string(), v.nonEmpty()),
  /** The parcel's current state (its latest event's). */
  status: state,
  /** The carrier's expected delivery day; left out when the carrier gives none or it is delivered. */
  expectedDelivery: v.optional(date),
  /** The scans, in any order (the element sorts them, newest first). */
  events: v.array(DeliveryEventSchema),
});
export type Parcel = v.InferOutput<typeof ParcelSchema>;

/** How a freight forwarder arranges delivery: calls ahead, offers time slots, or comes on a fixed day. */
export const FORWARDER_ARRANGEMENTS = ["call-ahead", "time-slot", "fixed-date"] as const;

/** A freight-forwarder delivery (delivery type of section 3): no tracking link, the forwarder arranges it. */
export const ForwarderSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  phone: v.optional(v.string()),
  arrangement: v.picklist(FORWARDER_ARRANGEMENTS),
  status: state,
  /** The agreed or expected delivery day. */
  expectedDelivery: v.optional(date),
});
export type Forwarder = v.InferOutput<typeof ForwarderSchema>;

export const DeliveryOrderSchema = v.object({
  orderNumber: v.pipe(v.string(), v.nonEmpty()),
  orderedAt: date,
  deliveryType: v.picklist(["parcel-service", "freight-forwarder"]),
  /** Parcel service: one entry per parcel; empty while nothing has shipped yet. */
  parcels: v.array(ParcelSchema),
  /** Freight forwarder: who delivers and how; left out until one is booked. */
  forwarder: v.optional(ForwarderSchema),
});
export type DeliveryOrder = v.InferOutput<typeof DeliveryOrderSchema>;

/** 200 of every query: the orders found, newest first (one for an order or tracking number, at most 10 recent ones for a contact). */
export const DeliveryAnswerSchema = v.object({ orders: v.array(DeliveryOrderSchema) });
export type DeliveryAnswer = v.InferOutput<typeof DeliveryAnswerSchema>;

/** The error codes of `delivery`; any other answer is an unexpected error. */
export const DELIVERY_ERROR_CODES = {
  /** 404: no order with this number and postcode, or no parcel of the shop with this tracking number. */
  notFound: "not_found",
  /** 422: the query names none of the three ways, or a value that cannot be right. */
  invalidQuery: "invalid_query",
  /** 429: too many look-ups; `retryAfterSeconds` says when to try again. */
  tooManyRequests: "too_many_requests",
} as const;

export type { DeliveryQuery };

/** GET delivery: the orders and parcels the query finds. */
export function fetchDelivery(call: {
  baseUrl: string;
  query: DeliveryQuery;
  language: string;
  signal?: AbortSignal;
}): Promise<DeliveryAnswer> {
  return request({
    baseUrl: call.baseUrl,
    signal: call.signal,
    ...deliveryRequest(call.query, call.language),
    schema: DeliveryAnswerSchema,
  });
}
