// The demo's shipped orders as the local CRM's deals (docs/decisions/hubspot-delivery.md), from the
// fixtures the msw fake answers with (fixtures-delivery.ts): each fixed order a deal whose id is its
// number's (AB-2026-90001 → 90001), made on its order day, naming the demo contact's contact person, with
// what the shop's ERP writes when it ships: the parcels (carrier, number, day shipped) and, for DPD,
// whose parcels no public API tells of, the status the ERP has from DPD; or the booked forwarder. The
// DHL and UPS parcels' scans are the carriers' stand-ins' (demo/carriers/), asked by the function.
import type { Parcel } from "../../core/api/delivery.ts";
import type { SeedRecord } from "./crm-seed.ts";
import { contactPersonIdOf } from "./fixtures-accounts.ts";
import { type DemoOrder, demoOrders, orderedInstant } from "./fixtures-delivery.ts";

/** The carriers whose status the functions ask for live; the ERP's status stands for the others. */
const LIVE_CARRIERS = new Set(["dhl", "ups"]);

/** The day a parcel was handed to its carrier: its first scan's. */
const shippedAt = (parcel: Parcel) => [...parcel.events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))[0]?.at.slice(0, 10);

/** A parcel as the ERP writes it into shop_parcels. */
function erpParcel(parcel: Parcel) {
  const shipped = shippedAt(parcel);
  const base = { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber, ...(shipped ? { shippedAt: shipped } : {}) };
  if (LIVE_CARRIERS.has(parcel.carrier)) return base;
  const { status, expectedDelivery, events } = parcel;
  return { ...base, status, ...(expectedDelivery ? { expectedDelivery } : {}), events };
}

function forwarderProperties(order: DemoOrder["order"]): Record<string, string> {
  const forwarder = order.forwarder;
  if (!forwarder) return {};
  return {
    shop_forwarder_name: forwarder.name,
    ...(forwarder.phone ? { shop_forwarder_phone: forwarder.phone } : {}),
    shop_forwarder_arrangement: forwarder.arrangement,
    shop_forwarder_status: forwarder.status,
    ...(forwarder.expectedDelivery ? { shop_expected_delivery: forwarder.expectedDelivery } : {}),
  };
}

function dealRecord({ order, postcode, country, contactId }: DemoOrder): SeedRecord {
  const id = order.orderNumber.split("-").pop() as string;
  const parcels = order.parcels.map(erpParcel);
  return {
    type: "deals",
    id,
    createdAt: orderedInstant(order.orderedAt),
    properties: {
      dealname: order.orderNumber,
      shop_request_id: `demo-order-${id}`,
      shop_deal_type: "order",
      shop_delivery_type: order.deliveryType,
      ansprechpartner_id: contactPersonIdOf(contactId),
      delivery_address_post_code: postcode,
      delivery_address_country: country,
      ...(parcels.length > 0
        ? { shop_parcels: JSON.stringify(parcels), shop_tracking_numbers: parcels.map((p) => p.trackingNumber).join(" ") }
        : {}),
      ...forwarderProperties(order),
    },
  };
}

export const deliverySeed = (): SeedRecord[] => demoOrders().map(dealRecord);
