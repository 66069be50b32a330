// A local stand-in for UPS's OAuth client credentials and Tracking APIs, for tests and the demo only (the
// delivery function reaches it through UPS_API_BASE_URL, which only the local run sets): POST
// /security/v1/oauth/token with Basic auth (client id and secret) and grant_type=client_credentials,
// answering a bearer token for expires_in seconds; GET /api/track/v1/details/{inquiryNumber} with that
// token and the transId and transactionSrc headers, answering UPS's trackResponse (shipment[].package[]
// with activity[] newest first, status type and code, local date, time and gmtOffset, deliveryDate) and
// its error body { response: { errors: [{ code, message }] } }: 401, 404, 429.
// Seeded with the demo's UPS parcels (demo/mocks/fixtures-delivery.ts), so it tells what the fake does.
import { randomBytes } from "node:crypto";
import { createCarrierServer, localParts } from "./stand-in.mjs";

/** The credentials the stand-in takes unless told others (the local run's UPS_CLIENT_ID and _SECRET). */
export const STAND_IN_UPS_CLIENT = { clientId: "local-ups-client", clientSecret: "local-ups-secret" };
/** UPS's tokens last about four hours. */
const TOKEN_SECONDS = 14_399;

/** The contract's states as UPS's activity status type and code. */
const UPS_STATUS = {
  announced: { type: "M", code: "MP" },
  in_transit: { type: "I", code: "AR" },
  out_for_delivery: { type: "I", code: "OT" },
  delivered: { type: "D", code: "KB" },
  delivery_failed: { type: "X", code: "48" },
  returned: { type: "RS", code: "RS" },
};

const compact = (text) => text.replaceAll("-", "").replaceAll(":", "");

/** @param {import("../../core/api/delivery.ts").DeliveryEvent} event */
function activity(event) {
  const { date, time, offset } = localParts(event.at);
  const gmt = new Date(event.at).toISOString();
  return {
    location: { address: { city: event.place ?? "", countryCode: "" } },
    status: { ...UPS_STATUS[event.status], description: event.text },
    date: compact(date),
    time: compact(time),
    gmtDate: compact(gmt.slice(0, 10)),
    gmtTime: compact(gmt.slice(11, 19)),
    gmtOffset: offset,
  };
}

/**
 * A demo parcel as UPS answers it.
 * @param {{ parcel: import("../../core/api/delivery.ts").Parcel }} shipped
 */
export function upsPackageOf({ parcel }) {
  const activities = [...parcel.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).map(activity);
  return {
    trackingNumber: parcel.trackingNumber,
    currentStatus: activities[0] ? { code: activities[0].status.code, description: activities[0].status.description } : undefined,
    deliveryDate: parcel.expectedDelivery ? [{ type: "SDD", date: compact(parcel.expectedDelivery) }] : [],
    activity: activities,
  };
}

const error = (status, code, message) => ({ status, body: { response: { errors: [{ code, message }] } } });

const FAILURES = {
  400: () => error(400, "TV1001", "Missing or invalid request."),
  401: () => error(401, "250002", "Invalid Authentication Information."),
  429: () => error(429, "10429", "Too Many Requests."),
  500: () => error(500, "10500", "Internal server error."),
};

/**
 * The stand-in, seeded with `parcels` (fixtures-delivery.ts carrierParcels("ups")).
 * @param {{ clientId?: string, clientSecret?: string, parcels?: { parcel: import("../../core/api/delivery.ts").Parcel }[] }} [options]
 */
export function createUpsStandIn({
  clientId = STAND_IN_UPS_CLIENT.clientId,
  clientSecret = STAND_IN_UPS_CLIENT.clientSecret,
  parcels = [],
} = {}) {
  const packages = new Map(parcels.map((shipped) => [shipped.parcel.trackingNumber, upsPackageOf(shipped)]));
  /** @type {Map<string, number>} token → valid until (ms) */
  const tokens = new Map();
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;

  function token(request) {
    if (request.headers.authorization !== basic) return error(401, "10401", "ClientId is Invalid");
    if (new URLSearchParams(request.body).get("grant_type") !== "client_credentials") return FAILURES[400]();
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, Date.now() + TOKEN_SECONDS * 1000);
    return {
      status: 200,
      body: {
        token_type: "Bearer",
        issued_at: String(Date.now()),
        client_id: clientId,
        access_token: accessToken,
        expires_in: String(TOKEN_SECONDS),
        status: "approved",
      },
    };
  }

  function track(request, number) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !((tokens.get(bearer) ?? 0) > Date.now())) return FAILURES[401]();
    if (!request.headers.transid || !request.headers.transactionsrc) return FAILURES[400]();
    const pkg = packages.get(number);
    if (!pkg) return error(404, "TW0001", "Tracking Information Not Found");
    return { status: 200, body: { trackResponse: { shipment: [{ inquiryNumber: number, package: [pkg] }] } } };
  }

  const standIn = createCarrierServer({
    tooMany: FAILURES[429],
    failure: (status) => (FAILURES[status] ?? FAILURES[500])(),
    route(request) {
      if (request.method === "POST" && request.path === "/security/v1/oauth/token") return token(request);
      const number = /^\/api\/track\/v1\/details\/([^/]+)$/.exec(request.path)?.[1];
      if (request.method === "GET" && number) return track(request, decodeURIComponent(number));
      return error(404, "10404", "Resource not found.");
    },
  });
  return Object.assign(standIn, {
    clientId,
    clientSecret,
    packages,
    /** The tokens given so far are refused from now on (UPS revoked them, or they expired). */
    expireTokens: () => tokens.clear(),
  });
}
