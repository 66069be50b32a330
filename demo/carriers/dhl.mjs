// A local stand-in for DHL's "Shipment Tracking - Unified" API, for tests and the demo only (the delivery
// function reaches it through DHL_API_BASE_URL, which only the local run sets): GET /track/shipments
// with trackingNumber (service, recipientPostalCode, language as DHL takes them) and the DHL-API-Key
// header, answering DHL's shapes: { shipments: [{ id, service, status, estimatedTimeOfDelivery,
// returnFlag, events: [{ timestamp, location, statusCode, status, description }] }] }, DHL Paket's event
// codes in `status`, scans' places only for the right recipientPostalCode (DHL's postcode challenge),
// and its problem+json errors: 401 a wrong key, 404 an unknown number, 429 over the rate limit.
// Seeded with the demo's DHL parcels (demo/mocks/fixtures-delivery.ts), so it tells what the fake does.
import { createCarrierServer } from "./stand-in.mjs";

/** The key the stand-in takes unless told another (the local run's DHL_API_KEY). */
export const STAND_IN_DHL_KEY = "local-dhl-key";

/** The contract's states as DHL writes them: its coarse statusCode and DHL Paket's event code. */
const DHL_CODES = {
  announced: ["pre-transit", "VA"],
  in_transit: ["transit", "AA"],
  out_for_delivery: ["transit", "PO"],
  delivered: ["delivered", "ZU"],
  delivery_failed: ["failure", "ZN"],
  // DHL marks a returned shipment with returnFlag, not by a status of its own.
  returned: ["transit", "BV"],
};

/**
 * A demo parcel as DHL answers it.
 * @param {{ parcel: import("../../core/api/delivery.ts").Parcel, postcode: string, country: string }} shipped
 */
export function dhlShipmentOf({ parcel, postcode, country }) {
  const events = [...parcel.events]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .map((e) => {
      const [statusCode, status] = DHL_CODES[e.status];
      return {
        timestamp: e.at,
        ...(e.place ? { location: { address: { addressLocality: e.place } } } : {}),
        statusCode,
        status,
        description: e.text,
      };
    });
  return {
    id: parcel.trackingNumber,
    service: "parcel-de",
    destination: { address: { countryCode: country, postalCode: postcode } },
    status: events[0],
    ...(parcel.expectedDelivery ? { estimatedTimeOfDelivery: `${parcel.expectedDelivery}T00:00:00Z` } : {}),
    returnFlag: parcel.events.some((e) => e.status === "returned"),
    events,
  };
}

const problem = (status, title, detail, instance) => ({
  status,
  body: { status, title, detail, ...(instance ? { instance } : {}) },
  headers: { "Content-Type": "application/problem+json", "Content-Language": "en" },
});

const FAILURES = {
  400: () => problem(400, "Bad Request", "Missing or invalid request parameter."),
  401: () => problem(401, "Unauthorized", "Unauthorized for given resource."),
  429: () => problem(429, "Too many requests", "Too many requests within defined time period."),
  500: () => problem(500, "Internal Server Error", "An unexpected error occurred."),
};

/**
 * The stand-in, seeded with `parcels` (fixtures-delivery.ts carrierParcels("dhl")).
 * @param {{ apiKey?: string, parcels?: { parcel: import("../../core/api/delivery.ts").Parcel, postcode: string, country: string }[] }} [options]
 */
export function createDhlStandIn({ apiKey = STAND_IN_DHL_KEY, parcels = [] } = {}) {
  const shipments = new Map(parcels.map((shipped) => [shipped.parcel.trackingNumber, dhlShipmentOf(shipped)]));
  const standIn = createCarrierServer({
    tooMany: FAILURES[429],
    failure: (status) => (FAILURES[status] ?? FAILURES[500])(),
    route(request) {
      if (request.method !== "GET" || request.path !== "/track/shipments") return problem(404, "Not Found", "No such resource.");
      if (request.headers["dhl-api-key"] !== apiKey) return FAILURES[401]();
      const number = request.query.get("trackingNumber")?.trim();
      if (!number) return FAILURES[400]();
      const shipment = shipments.get(number);
      if (!shipment)
        return problem(404, "No result found", "No shipment with given tracking number found.", `/shipments?trackingNumber=${number}`);
      // DHL Paket protects its scans' places by the recipient's postcode.
      const challenged = request.query.get("recipientPostalCode") !== shipment.destination.address.postalCode;
      const answered = challenged ? withoutPlaces(shipment) : shipment;
      return {
        status: 200,
        // The demo's texts are German; DHL answers another language where it has one.
        headers: { "Content-Language": "de" },
        body: { url: `/shipments?trackingNumber=${number}`, shipments: [answered] },
      };
    },
  });
  return Object.assign(standIn, { apiKey, shipments });
}

function withoutPlaces(shipment) {
  const strip = ({ location, ...event }) => event;
  return { ...shipment, status: shipment.status && strip(shipment.status), events: shipment.events.map(strip) };
}
