// The fake `delivery` endpoint (docs/api.md#delivery): the shipments of the fixed demo orders
// (fixtures-delivery.ts, the same the local CRM's deals and the carriers' stand-ins hold) and of every
// order the demo checkout makes (handlers-deal.ts), found by number and delivery postcode, with parcels
// derived from the deal: one per started two lines (at most two), the carrier by the delivery country.
// A contact's orders are theirs by the contact person the order names (fixtures-accounts.ts), newest
// first; five wrong postcodes for one order within ten minutes lock its look-up (core/api/attempt-limits.ts).
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { attemptWindow, DELIVERY_LOOKUP_LIMIT } from "../../core/api/attempt-limits.ts";
import { DELIVERY_ERROR_CODES, type DeliveryEvent, type DeliveryOrder } from "../../core/api/delivery.ts";
import { compactNumber } from "../../core/tracking/tracking-number.ts";
import { contactOfPerson } from "./fixtures-accounts.ts";
import { type DemoOrder, day, demoOrders, orderedInstant, parcel } from "./fixtures-delivery.ts";
import { query, serverError, withLatency } from "./http-helpers.ts";
import { mockState, type StoredDeal } from "./mock-state.ts";

export { trackingNumbers } from "./fixtures-delivery.ts";

export const DELIVERY_ENDPOINT = "*/_hcms/api/delivery";

/** The carrier a demo order to `country` ships with: DHL at home, DPD to the neighbours, UPS further. */
function carrierFor(country: string): "dhl" | "dpd" | "ups" {
  if (country === "DE") return "dhl";
  return ["AT", "FR", "BE", "NL", "LU", "DK", "PL", "CZ"].includes(country) ? "dpd" : "ups";
}

interface FoundOrder {
  order: DeliveryOrder;
  postcode: string;
  contactId: string | undefined;
  /** When the order was made, for newest first. */
  madeAt: string;
}

/** The shipment of an order the demo checkout made: announced to the carrier when it was placed. */
function dealOrder(deal: StoredDeal): FoundOrder {
  const placed = new Date(deal.createdate);
  const orderedAt = deal.createdate.slice(0, 10);
  const base = { postcode: deal.delivery.address_post_code, contactId: contactOfPerson(deal.ansprechpartner_id), madeAt: deal.createdate };
  if (deal.deliveryType === "freight-forwarder")
    return {
      ...base,
      order: {
        orderNumber: deal.number,
        orderedAt,
        deliveryType: "freight-forwarder",
        parcels: [],
        forwarder: {
          name: "Spedition Kranz",
          phone: "+49 89 123456",
          arrangement: "call-ahead",
          status: "announced",
          expectedDelivery: day(7, placed),
        },
      },
    };
  const carrier = carrierFor(deal.delivery.address_country);
  const count = deal.products.length > 1 ? 2 : 1;
  const serial = deal.dealId.replace(/\D/g, "");
  const announced: DeliveryEvent = {
    at: deal.createdate.replace(/Z$/, "+00:00"),
    status: "announced",
    text: `Die Auftragsdaten wurden an ${carrier.toUpperCase()} übermittelt.`,
  };
  const parcels = Array.from({ length: count }, (_, i) => parcel(carrier, `${serial}${i + 1}`, [announced], day(2, placed)));
  return { ...base, order: { orderNumber: deal.number, orderedAt, deliveryType: "parcel-service", parcels } };
}

const fixedOrder = ({ order, postcode, contactId }: DemoOrder): FoundOrder => ({
  order,
  postcode,
  contactId,
  madeAt: orderedInstant(order.orderedAt),
});

/** Every order the fake can tell about, newest first (the contract's order). */
function allOrders(): FoundOrder[] {
  const made = [...mockState.deals.values()].filter((deal) => deal.type === "order").map(dealOrder);
  return [...made, ...demoOrders().map(fixedOrder)].sort((a, b) => b.madeAt.localeCompare(a.madeAt));
}

/** Postcodes compared as people type them: without spaces, in capitals. */
const samePostcode = (a: string, b: string) => a.replace(/\s+/g, "").toUpperCase() === b.replace(/\s+/g, "").toUpperCase();

/** The times (ms) of wrong postcodes per order number, while the fake runs. */
const wrongPostcodes = new Map<string, number[]>();

const fail = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });
const notFound = () => fail(404, DELIVERY_ERROR_CODES.notFound, "No such order or parcel");

/** GET delivery?orderNumber&postcode: the order, unless its look-up is locked by wrong postcodes. */
function byOrderNumber(orderNumber: string, postcode: string) {
  const found = allOrders().find((o) => o.order.orderNumber.toUpperCase() === orderNumber.toUpperCase());
  if (!found) return notFound();
  const key = found.order.orderNumber;
  const now = Date.now();
  const { recent, retryAfterSeconds } = attemptWindow(wrongPostcodes.get(key) ?? [], now, DELIVERY_LOOKUP_LIMIT);
  if (retryAfterSeconds) return fail(429, DELIVERY_ERROR_CODES.tooManyRequests, "Too many look-ups of this order", { retryAfterSeconds });
  if (samePostcode(found.postcode, postcode)) return HttpResponse.json({ orders: [found.order] });
  wrongPostcodes.set(key, [...recent, now]);
  return notFound();
}

/** GET delivery?orderNumber&postcode | trackingNumber&carrier | contactId. */
const getDelivery: HttpResponseResolver = ({ request }) => {
  const orderNumber = query(request, "orderNumber")?.trim();
  const postcode = query(request, "postcode")?.trim();
  const trackingNumber = compactNumber(query(request, "trackingNumber") ?? "");
  const contactId = query(request, "contactId")?.trim();
  if (orderNumber && postcode) return byOrderNumber(orderNumber, postcode);
  if (trackingNumber) {
    const carrier = query(request, "carrier");
    for (const { order } of allOrders()) {
      const hit = order.parcels.find((p) => p.trackingNumber === trackingNumber && (!carrier || p.carrier === carrier));
      if (hit) return HttpResponse.json({ orders: [{ ...order, parcels: [hit] }] });
    }
    return notFound();
  }
  if (contactId) {
    const orders = allOrders()
      .filter((o) => o.contactId === contactId)
      .map((o) => o.order);
    return HttpResponse.json({ orders: orders.slice(0, 10) });
  }
  return fail(422, DELIVERY_ERROR_CODES.invalidQuery, "Name an order number and postcode, a tracking number or a contact");
};

export function deliveryHandlers(latency: number): RequestHandler[] {
  return [http.get(DELIVERY_ENDPOINT, withLatency(latency, getDelivery))];
}

export const deliveryScenarios = {
  /** delivery answers 500. */
  fails: [http.get(DELIVERY_ENDPOINT, serverError)],
  /** delivery answers a shape its schema rejects. */
  broken: [http.get(DELIVERY_ENDPOINT, () => HttpResponse.json({ orders: [{ orderNumber: 42, parcels: "many" }] }))],
  /** delivery answers 429: too many look-ups, try again in two minutes. */
  busy: [
    http.get(DELIVERY_ENDPOINT, () => fail(429, DELIVERY_ERROR_CODES.tooManyRequests, "Too many look-ups", { retryAfterSeconds: 120 })),
  ],
} satisfies Record<string, RequestHandler[]>;
