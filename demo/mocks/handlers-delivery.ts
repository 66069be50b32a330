// The fake `delivery` endpoint (docs/api.md#delivery): shipments of fixed demo orders — delivered
// (DHL, two parcels), out for delivery (DPD), a failed delivery attempt (UPS), a returned parcel, a
// freight forwarder, not shipped yet — and of every order the demo checkout makes (handlers-deal.ts),
// found by number and delivery postcode, with parcels derived from the deal: one per started two
// lines (at most two), the carrier by the delivery country. Tracking numbers carry correct check
// digits (core/tracking/tracking-number.ts). The demo contacts' recent orders: 7001 and 7002.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { DELIVERY_ERROR_CODES, type DeliveryEvent, type DeliveryOrder, type DeliveryState, type Parcel } from "../../core/api/delivery.ts";
import { dpdCheckCharacter, gs1CheckDigit, upsCheckDigit } from "../../core/tracking/tracking-number.ts";
import { query, serverError, withLatency } from "./http-helpers.ts";
import { mockState, type StoredDeal } from "./mock-state.ts";

export const DELIVERY_ENDPOINT = "*/_hcms/api/delivery";

/** Valid tracking numbers from a serial: DHL's 20 digit NVE, DPD's 14 digits + check character, UPS's 1Z number. */
export const trackingNumbers = {
  dhl: (serial: string) => {
    const body = `3404341${serial.padStart(10, "0")}`.slice(-17);
    return `00${body}${gs1CheckDigit(body)}`;
  },
  dpd: (serial: string) => {
    const body = `0150${serial.padStart(10, "0")}`.slice(-14);
    return `${body}${dpdCheckCharacter(body)}`;
  },
  ups: (serial: string) => {
    const body = `A1B2C3${serial.padStart(9, "0")}`.slice(-15);
    return `1Z${body}${upsCheckDigit(body)}`;
  },
};

/** A day `daysAgo` before today at a local time, as a carrier stamps a scan (ISO 8601, +01:00). */
function at(daysAgo: number, time: string): string {
  return `${day(-daysAgo)}T${time}:00+01:00`;
}
/** Today plus `days` as a calendar day. */
function day(days: number, from: Date = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const event = (when: string, status: DeliveryState, text: string, place?: string): DeliveryEvent => ({
  at: when,
  status,
  text,
  ...(place ? { place } : {}),
});

function parcel(carrier: "dhl" | "dpd" | "ups", serial: string, events: DeliveryEvent[], expectedDelivery?: string): Parcel {
  const status = events[0]?.status ?? "announced";
  return { carrier, trackingNumber: trackingNumbers[carrier](serial), status, events, ...(expectedDelivery ? { expectedDelivery } : {}) };
}

interface DemoOrder {
  order: DeliveryOrder;
  postcode: string;
  contactId: string | null;
}

/** The fixed demo orders, newest first (their numbers and postcodes are on demo/tracking.html). */
function demoOrders(): DemoOrder[] {
  const shipped = (carrier: string) => `Die Auftragsdaten wurden vom Absender elektronisch an ${carrier} übermittelt.`;
  return [
    {
      postcode: "04109",
      contactId: "7001",
      order: { orderNumber: "AB-2026-90006", orderedAt: day(0), deliveryType: "parcel-service", parcels: [] },
    },
    {
      postcode: "20095",
      contactId: "7001",
      order: {
        orderNumber: "AB-2026-90005",
        orderedAt: day(-6),
        deliveryType: "freight-forwarder",
        parcels: [],
        forwarder: {
          name: "Spedition Kranz",
          phone: "+49 89 123456",
          arrangement: "call-ahead",
          status: "in_transit",
          expectedDelivery: day(3),
        },
      },
    },
    {
      postcode: "50667",
      contactId: "7002",
      order: {
        orderNumber: "AB-2026-90004",
        orderedAt: day(-14),
        deliveryType: "parcel-service",
        parcels: [
          parcel("dhl", "90004", [
            event(at(2, "10:15"), "returned", "Die Sendung wird an den Absender zurückgesendet.", "Köln"),
            event(at(9, "11:02"), "delivery_failed", "Der Empfänger wurde nicht angetroffen. Die Sendung liegt in der Filiale.", "Köln"),
            event(at(10, "06:40"), "out_for_delivery", "Die Sendung wurde in das Zustellfahrzeug geladen.", "Köln"),
            event(at(11, "21:30"), "in_transit", "Die Sendung wurde im Start-Paketzentrum bearbeitet.", "Paketzentrum Aschheim"),
            event(at(12, "09:05"), "announced", shipped("DHL")),
          ]),
        ],
      },
    },
    {
      postcode: "1010",
      contactId: "7002",
      order: {
        orderNumber: "AB-2026-90003",
        orderedAt: day(-4),
        deliveryType: "parcel-service",
        parcels: [
          parcel(
            "ups",
            "90003",
            [
              event(
                at(0, "14:20"),
                "delivery_failed",
                "Der Empfänger war nicht anwesend. Ein zweiter Zustellversuch folgt am nächsten Werktag.",
                "Wien",
              ),
              event(at(0, "07:55"), "out_for_delivery", "Wird heute zugestellt.", "Wien"),
              event(at(1, "22:10"), "in_transit", "Ankunft in der Einrichtung.", "Wien"),
              event(at(2, "18:45"), "in_transit", "Abfahrt von der Einrichtung.", "Neuss"),
              event(at(3, "12:00"), "announced", shipped("UPS")),
            ],
            day(1),
          ),
        ],
      },
    },
    {
      postcode: "80331",
      contactId: "7001",
      order: {
        orderNumber: "AB-2026-90002",
        orderedAt: day(-2),
        deliveryType: "parcel-service",
        parcels: [
          parcel(
            "dpd",
            "90002",
            [
              event(at(0, "07:12"), "out_for_delivery", "Zustellung heute zwischen 11:00 und 13:00 Uhr.", "München"),
              event(at(1, "02:40"), "in_transit", "Im Paketzentrum eingetroffen.", "Aschheim"),
              event(at(1, "16:30"), "announced", shipped("DPD")),
            ],
            day(0),
          ),
        ],
      },
    },
    {
      postcode: "10115",
      contactId: "7001",
      order: {
        orderNumber: "AB-2026-90001",
        orderedAt: day(-8),
        deliveryType: "parcel-service",
        parcels: [1, 2].map((n) =>
          parcel("dhl", `90001${n}`, [
            event(at(5, n === 1 ? "11:48" : "12:03"), "delivered", "Die Sendung wurde dem Empfänger persönlich zugestellt.", "Berlin"),
            event(at(5, "07:30"), "out_for_delivery", "Die Sendung wurde in das Zustellfahrzeug geladen.", "Berlin"),
            event(at(6, "19:52"), "in_transit", "Die Sendung wurde im Start-Paketzentrum bearbeitet.", "Paketzentrum Rüdersdorf"),
            event(at(7, "08:15"), "announced", shipped("DHL")),
          ]),
        ),
      },
    },
  ];
}

/** The carrier a demo order to `country` ships with: DHL at home, DPD to the neighbours, UPS further. */
function carrierFor(country: string): "dhl" | "dpd" | "ups" {
  if (country === "DE") return "dhl";
  return ["AT", "FR", "BE", "NL", "LU", "DK", "PL", "CZ"].includes(country) ? "dpd" : "ups";
}

/** The shipment of an order the demo checkout made: announced to the carrier when it was placed. */
function dealOrder(deal: StoredDeal): DemoOrder {
  const placed = new Date(deal.createdate);
  const orderedAt = deal.createdate.slice(0, 10);
  const base = { postcode: deal.delivery.address_post_code, contactId: deal.ansprechpartner_id };
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
  const parcels = Array.from({ length: count }, (_, i) =>
    parcel(
      carrier,
      `${serial}${i + 1}`,
      [event(deal.createdate.replace(/Z$/, "+00:00"), "announced", `Die Auftragsdaten wurden an ${carrier.toUpperCase()} übermittelt.`)],
      day(2, placed),
    ),
  );
  return { ...base, order: { orderNumber: deal.number, orderedAt, deliveryType: "parcel-service", parcels } };
}

/** Every order the fake can tell about: the checkout's (newest first), then the fixed ones. */
function allOrders(): DemoOrder[] {
  const made = [...mockState.deals.values()]
    .filter((deal) => deal.type === "order")
    .map(dealOrder)
    .reverse();
  return [...made, ...demoOrders()];
}

/** Postcodes compared as people type them: without spaces, in capitals. */
const samePostcode = (a: string, b: string) => a.replace(/\s+/g, "").toUpperCase() === b.replace(/\s+/g, "").toUpperCase();

const fail = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });
const notFound = () => fail(404, DELIVERY_ERROR_CODES.notFound, "No such order or parcel");

/** GET delivery?orderNumber&postcode | trackingNumber&carrier | contactId. */
const getDelivery: HttpResponseResolver = ({ request }) => {
  const orderNumber = query(request, "orderNumber")?.trim();
  const postcode = query(request, "postcode")?.trim();
  const trackingNumber = query(request, "trackingNumber")
    ?.replace(/[\s-]+/g, "")
    .toUpperCase();
  const contactId = query(request, "contactId")?.trim();
  if (orderNumber && postcode) {
    const found = allOrders().find(
      (o) => o.order.orderNumber.toUpperCase() === orderNumber.toUpperCase() && samePostcode(o.postcode, postcode),
    );
    return found ? HttpResponse.json({ orders: [found.order] }) : notFound();
  }
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
