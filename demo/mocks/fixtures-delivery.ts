// The demo's shipments (docs/api.md#delivery), without msw, so that every backend tells of the same
// parcels: the fake's delivery endpoint (handlers-delivery.ts), the local CRM's deals
// (crm-seed-delivery.ts) and the carriers' stand-ins (demo/carriers/). Fixed orders — delivered (DHL,
// two parcels), out for delivery (DPD), a failed delivery attempt (UPS), a returned parcel, a freight
// forwarder, not shipped yet — dated relative to today; their numbers and postcodes are on
// demo/tracking.html. Tracking numbers carry correct check digits (core/tracking/tracking-number.ts).
import type { DeliveryEvent, DeliveryOrder, DeliveryState, Parcel } from "../../core/api/delivery.ts";
import { dpdCheckCharacter, gs1CheckDigit, upsCheckDigit } from "../../core/tracking/tracking-number.ts";

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

/** Today plus `days` as a calendar day (UTC, as the deals' createdate is). */
export function day(days: number, from: Date = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day `daysAgo` before today at a local time, as a carrier stamps a scan (ISO 8601, +01:00). */
function at(daysAgo: number, time: string): string {
  return `${day(-daysAgo)}T${time}:00+01:00`;
}

const event = (when: string, status: DeliveryState, text: string, place?: string): DeliveryEvent => ({
  at: when,
  status,
  text,
  ...(place ? { place } : {}),
});

export function parcel(carrier: "dhl" | "dpd" | "ups", serial: string, events: DeliveryEvent[], expectedDelivery?: string): Parcel {
  const status = events[0]?.status ?? "announced";
  return { carrier, trackingNumber: trackingNumbers[carrier](serial), status, events, ...(expectedDelivery ? { expectedDelivery } : {}) };
}

export interface DemoOrder {
  order: DeliveryOrder;
  /** The delivery address's postcode. */
  postcode: string;
  /** The delivery address's country (ISO 3166-1 alpha-2). */
  country: string;
  /** The logged-in contact (HubSpot contact id, fixtures-accounts.ts) whose order it is. */
  contactId: string;
}

const shipped = (carrier: string) => `Die Auftragsdaten wurden vom Absender elektronisch an ${carrier} übermittelt.`;

/** The fixed demo orders, by number, newest number first. */
export function demoOrders(): DemoOrder[] {
  return [
    {
      postcode: "04109",
      country: "DE",
      contactId: "7001",
      order: { orderNumber: "AB-2026-90006", orderedAt: day(0), deliveryType: "parcel-service", parcels: [] },
    },
    {
      postcode: "20095",
      country: "DE",
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
      country: "DE",
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
      country: "AT",
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
      country: "DE",
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
      country: "DE",
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

/** When a fixed order was made: its order day's first moment (UTC), as the local CRM's deal has it. */
export const orderedInstant = (orderedAt: string) => `${orderedAt}T00:00:00.000Z`;

/** A parcel's scans as its carrier's stand-in keeps them: the fixed orders' DHL or UPS parcels, with the order's delivery address. */
export function carrierParcels(carrier: "dhl" | "ups"): { parcel: Parcel; postcode: string; country: string }[] {
  return demoOrders().flatMap(({ order, postcode, country }) =>
    order.parcels.filter((p) => p.carrier === carrier).map((p) => ({ parcel: p, postcode, country })),
  );
}
