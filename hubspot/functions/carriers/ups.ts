// UPS's Tracking API (developer.ups.com/api/reference/tracking; UPS-API/api-documentation Tracking.yaml):
// GET https://onlinetools.ups.com/api/track/v1/details/{inquiryNumber}?locale=de_DE with a bearer token
// and the headers transId (unique per request) and transactionSrc. The token comes by OAuth client
// credentials: POST /security/v1/oauth/token, Basic auth with the app's client id and secret,
// grant_type=client_credentials; it lasts expires_in seconds (about four hours) and is kept while the
// function's process lives. Errors: { response: { errors: [{ code, message }] } } with 401 (a token or
// credentials UPS refuses), 404 (no such number), 429 (over the quota). docs/decisions/hubspot-delivery.md#ups.
import * as v from "valibot";
import type { DeliveryEvent, DeliveryState } from "../../../core/api/delivery.ts";
import { CarrierFailure, carrierFetch, carrierJson, type LiveParcel, newestState, type ParcelQuery } from "./carrier-call.ts";
import { instantWithOffset } from "./carrier-time.ts";

/** The function's secrets for UPS (its hsmeta `secretKeys`). */
export const UPS_ID_SECRET = "UPS_CLIENT_ID";
export const UPS_SECRET_SECRET = "UPS_CLIENT_SECRET";
/** UPS's host (app-hsmeta.json permittedUrls.fetch). */
export const UPS_HOST = "https://onlinetools.ups.com";
/** Where UPS is: only the local run sets it (the stand-in, demo/carriers/ups.mjs), a deployed function never does. */
export const UPS_BASE_KEY = "UPS_API_BASE_URL";

const StatusSchema = v.looseObject({
  /** The activity's status type: M manifest, P pickup, I in transit, O out for delivery, X exception, D delivered, RS returned to shipper … */
  type: v.optional(v.string()),
  code: v.optional(v.string()),
  description: v.optional(v.string()),
});
const ActivitySchema = v.looseObject({
  location: v.optional(v.looseObject({ address: v.optional(v.looseObject({ city: v.optional(v.string()) })) })),
  status: v.optional(StatusSchema),
  /** Local date and time of the scan (YYYYMMDD, HHMMSS) and the local offset from GMT ("-05:00"). */
  date: v.optional(v.string()),
  time: v.optional(v.string()),
  gmtDate: v.optional(v.string()),
  gmtTime: v.optional(v.string()),
  gmtOffset: v.optional(v.string()),
});
const PackageSchema = v.looseObject({
  trackingNumber: v.optional(v.string()),
  activity: v.optional(v.array(ActivitySchema)),
  /** SDD scheduled, RDD rescheduled, DEL delivered (YYYYMMDD). */
  deliveryDate: v.optional(v.array(v.looseObject({ type: v.optional(v.string()), date: v.optional(v.string()) }))),
});
const AnswerSchema = v.looseObject({
  trackResponse: v.looseObject({ shipment: v.array(v.looseObject({ package: v.optional(v.array(PackageSchema)) })) }),
});
const TokenSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.optional(v.union([v.string(), v.number()])),
});
const ErrorsSchema = v.looseObject({
  response: v.looseObject({ errors: v.array(v.looseObject({ code: v.optional(v.string()), message: v.optional(v.string()) })) }),
});
export type UpsPackage = v.InferOutput<typeof PackageSchema>;
type UpsActivity = v.InferOutput<typeof ActivitySchema>;

/** Out-for-delivery scans UPS files under type I: "Out For Delivery Today" (OT), "Out For Delivery" (OF). */
const OUT_FOR_DELIVERY_CODES = new Set(["OT", "OF"]);

function activityState(status: UpsActivity["status"]): DeliveryState {
  switch (status?.type) {
    case "M":
    case "MV":
      return "announced";
    case "D":
      return "delivered";
    case "X":
      return "delivery_failed";
    case "RS":
      return "returned";
    case "O":
      return "out_for_delivery";
    default:
      return OUT_FOR_DELIVERY_CODES.has(status?.code ?? "") ? "out_for_delivery" : "in_transit";
  }
}

/** YYYYMMDD (and HHMMSS) as ISO text. */
const isoDate = (date: string | undefined) =>
  date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : undefined;
const isoTime = (time: string | undefined) => {
  const t = time?.padStart(6, "0");
  return t && /^\d{6}$/.test(t) ? `${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}` : undefined;
};

/** The scan's instant: its local time with UPS's offset, else its GMT time, else its local time in the shop's zone. */
function activityInstant(activity: UpsActivity): string | undefined {
  const date = isoDate(activity.date);
  const time = isoTime(activity.time);
  if (date && time && /^[+-]\d{2}:\d{2}$/.test(activity.gmtOffset ?? "")) return `${date}T${time}${activity.gmtOffset}`;
  const gmtDate = isoDate(activity.gmtDate);
  const gmtTime = isoTime(activity.gmtTime);
  if (gmtDate && gmtTime) return `${gmtDate}T${gmtTime}Z`;
  return date && time ? instantWithOffset(`${date}T${time}`) : undefined;
}

function event(activity: UpsActivity): DeliveryEvent | undefined {
  const at = activityInstant(activity);
  const text = activity.status?.description?.trim();
  if (!at || !text) return undefined;
  const place = activity.location?.address?.city?.trim();
  return { at, status: activityState(activity.status), text, ...(place ? { place } : {}) };
}

/** A UPS package as the contract's parcel: its activities, and the (re)scheduled day while it is not delivered. */
export function upsParcel(pkg: UpsPackage): LiveParcel {
  const events = (pkg.activity ?? []).map(event).filter((e): e is DeliveryEvent => e !== undefined);
  const status = newestState(events);
  const dates = pkg.deliveryDate ?? [];
  const expected = isoDate((dates.find((d) => d.type === "RDD") ?? dates.find((d) => d.type === "SDD"))?.date);
  const done = status === "delivered" || status === "returned";
  return { status, events, ...(expected && !done ? { expectedDelivery: expected } : {}) };
}

export interface UpsAccount {
  base: string;
  clientId: string;
  clientSecret: string;
}

/** The account the secrets name; undefined without a client id and secret. */
export function upsAccount(secret: (name: string) => string | undefined): UpsAccount | undefined {
  const clientId = secret(UPS_ID_SECRET);
  const clientSecret = secret(UPS_SECRET_SECRET);
  return clientId && clientSecret ? { base: (secret(UPS_BASE_KEY) ?? UPS_HOST).replace(/\/+$/, ""), clientId, clientSecret } : undefined;
}

/** Tokens while they are valid, per host and client, for as long as HubSpot keeps the function's process. */
const tokens = new Map<string, { token: string; until: number }>();
/** A token is taken for new requests until this long before its expiry. */
const TOKEN_MARGIN_MS = 60_000;

const failureOf = (status: number, body: unknown, what: string) => {
  const errors = v.safeParse(ErrorsSchema, body);
  const first = errors.success ? errors.output.response.errors[0] : undefined;
  return new CarrierFailure("ups", status, `${what}${first ? `: ${first.code ?? ""} ${first.message ?? ""}` : ""}`);
};

async function accessToken(account: UpsAccount, timeoutMs: number): Promise<string> {
  const key = `${account.base} ${account.clientId}`;
  const kept = tokens.get(key);
  if (kept && kept.until > Date.now()) return kept.token;
  const basic = btoa(`${account.clientId}:${account.clientSecret}`);
  const response = await carrierFetch(
    "ups",
    `${account.base}/security/v1/oauth/token`,
    {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "grant_type=client_credentials",
    },
    timeoutMs,
  );
  const body = await carrierJson("ups", response);
  if (!response.ok) throw failureOf(response.status, body, "token refused");
  const token = v.safeParse(TokenSchema, body);
  if (!token.success) throw new CarrierFailure("ups", response.status, "a token answer without access_token");
  const seconds = Number(token.output.expires_in) || 0;
  tokens.set(key, { token: token.output.access_token, until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS });
  return token.output.access_token;
}

const LOCALES = { de: "de_DE", en: "en_US", fr: "fr_FR" } as const;

/** An identifier unique to the request (UPS's transId: at most 32 characters). */
const transId = () => `shop${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`.slice(0, 32);

/** The parcel as UPS tells of it now; undefined when UPS does not know the number. */
export async function trackUps(account: UpsAccount, query: ParcelQuery, timeoutMs: number): Promise<LiveParcel | undefined> {
  const started = Date.now();
  const token = await accessToken(account, timeoutMs);
  const url = new URL(`${account.base}/api/track/v1/details/${encodeURIComponent(query.trackingNumber)}`);
  url.searchParams.set("locale", LOCALES[query.language]);
  url.searchParams.set("returnSignature", "false");
  const headers = { Authorization: `Bearer ${token}`, transId: transId(), transactionSrc: "shop-functions", Accept: "application/json" };
  const response = await carrierFetch("ups", url.href, { headers }, Math.max(1, timeoutMs - (Date.now() - started)));
  const body = await carrierJson("ups", response);
  if (response.status === 404) return undefined;
  // A token UPS no longer takes is not kept: the next look-up asks for a new one.
  if (response.status === 401) tokens.delete(`${account.base} ${account.clientId}`);
  if (!response.ok) throw failureOf(response.status, body, "tracking refused");
  const answer = v.safeParse(AnswerSchema, body);
  if (!answer.success) throw new CarrierFailure("ups", response.status, "an answer that is not UPS's trackResponse");
  const pkg = answer.output.trackResponse.shipment.flatMap((s) => s.package ?? [])[0];
  return pkg ? upsParcel(pkg) : undefined;
}
