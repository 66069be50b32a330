// The carriers the delivery function asks for a parcel's status now (docs/decisions/hubspot-delivery.md#carriers):
// DHL and UPS, whose tracking APIs a shop may call with its own key. DPD has no public tracking API:
// its parcel status service (DPD Web Connect's ParcelLifeCycleService) is for DPD's contract customers,
// with login credentials from DPD and a session token to be fetched once a day; the shop's ERP, which
// prints DPD's labels through those services, writes a DPD parcel's status into the CRM, and the
// element links to DPD's tracking page.
// All look-ups run at once, each within the time the function has left; a carrier that fails is
// logged and leaves its parcels as the CRM knows them.
import { CarrierFailure, type LiveParcel, type ParcelQuery } from "./carrier-call.ts";
import { DHL_KEY_SECRET, dhlAccount, trackDhl } from "./dhl.ts";
import { trackUps, UPS_ID_SECRET, UPS_SECRET_SECRET, upsAccount } from "./ups.ts";

/** The carriers with a tracking API the functions call. */
export const LIVE_CARRIERS: ReadonlySet<string> = new Set(["dhl", "ups"]);
/** The delivery function's secrets (its hsmeta `secretKeys`; `hs secret add <NAME>`). */
export const CARRIER_SECRETS = [DHL_KEY_SECRET, UPS_ID_SECRET, UPS_SECRET_SECRET];
/** The longest one carrier call may take: the shopper waits for the whole answer. */
export const CARRIER_TIMEOUT_MS = 3000;

/** What a carrier said of one parcel: its status now, that it does not know the number (yet), or nothing (failed). */
export type LiveResult = { parcel: LiveParcel } | { unknown: true } | { failed: string };

type Secret = (name: string) => string | undefined;

function tracker(carrier: string, secret: Secret): ((query: ParcelQuery, timeoutMs: number) => Promise<LiveParcel | undefined>) | string {
  if (carrier === "dhl") {
    const account = dhlAccount(secret);
    return account ? (query, timeoutMs) => trackDhl(account, query, timeoutMs) : `no ${DHL_KEY_SECRET}`;
  }
  if (carrier === "ups") {
    const account = upsAccount(secret);
    return account ? (query, timeoutMs) => trackUps(account, query, timeoutMs) : `no ${UPS_ID_SECRET} and ${UPS_SECRET_SECRET}`;
  }
  return "no tracking API";
}

/** Asks each parcel's carrier at once, within `timeoutMs`; the answers by tracking number. Never throws. */
export async function askCarriers(queries: readonly ParcelQuery[], secret: Secret, timeoutMs: number): Promise<Map<string, LiveResult>> {
  const results = new Map<string, LiveResult>();
  const trackers = new Map<string, ReturnType<typeof tracker>>();
  await Promise.all(
    queries.map(async (query) => {
      if (!trackers.has(query.carrier)) trackers.set(query.carrier, tracker(query.carrier, secret));
      const track = trackers.get(query.carrier);
      let result: LiveResult;
      if (typeof track !== "function") result = { failed: `${query.carrier}: ${track}` };
      else
        try {
          const parcel = await track(query, Math.min(timeoutMs, CARRIER_TIMEOUT_MS));
          result = parcel ? { parcel } : { unknown: true };
        } catch (error) {
          result = { failed: error instanceof CarrierFailure ? error.message : `${query.carrier}: ${String(error)}` };
        }
      if ("failed" in result)
        console.error(`[shop-functions] delivery: ${result.failed}; parcel ${query.trackingNumber} shows the CRM's status`);
      results.set(query.trackingNumber, result);
    }),
  );
  return results;
}
