// The parcels of the orders found, with their status now (docs/decisions/hubspot-delivery.md#live-status):
// a DHL or UPS parcel is asked of its carrier unless its carrier's answer on the deal is younger than
// ten minutes, or it is delivered or returned (nothing changes after that); what the carrier says is
// kept on the deal (shop_parcel_status), so the next look-up, and one whose carrier fails or is too
// slow, shows the last thing heard. DHL's starting service level allows one call every five seconds
// and 250 a day, so the keeping is what lets a shop start with it. A failed write is logged, never the
// shopper's problem.
import type { Parcel } from "../../../core/api/delivery.ts";
import type { LiveParcel, ParcelQuery } from "../carriers/carrier-call.ts";
import { askCarriers, LIVE_CARRIERS, type LiveResult } from "../carriers/live-status.ts";
import { type Crm, CrmError } from "../crm/client.ts";
import { type CrmRecord, updateRecord } from "../crm/objects.ts";
import { DEAL_TYPE } from "./deals.ts";
import { type ErpParcel, erpParcels, type KnownStatus, knownStatuses, parcelAnswer, parcelKey } from "./shipments.ts";

/** A carrier's answer kept on the deal is good for this long. */
export const LIVE_STATUS_MAX_AGE_MS = 10 * 60_000;
/** At most this many carrier calls per answer (a contact's ten orders); the others show what the deal keeps. */
export const MAX_LIVE_LOOKUPS = 8;
/** Time kept after the carriers for writing their answers and answering; with less, the carriers are not asked. */
const AFTER_CARRIERS_MS = 1500;
const MIN_CARRIER_TIME_MS = 500;

/** An order found, with the parcels to answer (all of the deal's, or the one a tracking number names). */
export interface FoundOrder {
  record: CrmRecord;
  parcels: ErpParcel[];
}

export interface LiveContext {
  secret: (name: string) => string | undefined;
  language: ParcelQuery["language"];
  now: number;
}

const isDone = (status: string | undefined) => status === "delivered" || status === "returned";

/** Whether the carrier is asked now: one with an API, not finished by what the deal knows, not heard from lately. */
function wanted(parcel: ErpParcel, known: KnownStatus | undefined, now: number): boolean {
  if (!LIVE_CARRIERS.has(parcel.carrier) || isDone(known?.status ?? parcel.status)) return false;
  return !known || now - known.checkedAt >= LIVE_STATUS_MAX_AGE_MS;
}

const heardOf = (known: KnownStatus | undefined): LiveParcel | undefined =>
  known
    ? { status: known.status, events: known.events, ...(known.expectedDelivery ? { expectedDelivery: known.expectedDelivery } : {}) }
    : undefined;

/** The parcels of each order (by deal id) as they stand now; the carriers' new answers kept on their deals. */
export async function currentParcels(crm: Crm, orders: readonly FoundOrder[], context: LiveContext): Promise<Map<string, Parcel[]>> {
  const known = new Map(orders.map(({ record }) => [record.id, knownStatuses(record)]));
  const queries: ParcelQuery[] = orders
    .flatMap(({ record, parcels }) =>
      parcels
        .filter((p) => wanted(p, known.get(record.id)?.[parcelKey(p)], context.now))
        .map((p) => ({
          carrier: p.carrier,
          trackingNumber: parcelKey(p),
          postcode: record.properties.delivery_address_post_code ?? "",
          language: context.language,
        })),
    )
    .slice(0, MAX_LIVE_LOOKUPS);
  const time = crm.left() - AFTER_CARRIERS_MS;
  const live: Map<string, LiveResult> =
    queries.length > 0 && time >= MIN_CARRIER_TIME_MS ? await askCarriers(queries, context.secret, time) : new Map();

  const answers = new Map<string, Parcel[]>();
  const writes: Promise<void>[] = [];
  for (const { record, parcels } of orders) {
    const kept = known.get(record.id) ?? {};
    const heard = { ...kept };
    for (const parcel of parcels) {
      const result = live.get(parcelKey(parcel));
      if (result && "parcel" in result) heard[parcelKey(parcel)] = { checkedAt: context.now, ...result.parcel };
    }
    answers.set(
      record.id,
      parcels.map((p) => parcelAnswer(p, heardOf(heard[parcelKey(p)]))),
    );
    if (Object.keys(heard).some((key) => heard[key] !== kept[key])) writes.push(keep(crm, record, heard));
  }
  await Promise.all(writes);
  return answers;
}

/** Writes the carriers' answers to the deal, for the parcels it still has. */
async function keep(crm: Crm, record: CrmRecord, heard: Record<string, KnownStatus>): Promise<void> {
  const numbers = new Set(erpParcels(record).map(parcelKey));
  const value = JSON.stringify(Object.fromEntries(Object.entries(heard).filter(([number]) => numbers.has(number))));
  try {
    await updateRecord(crm, DEAL_TYPE, record.id, { shop_parcel_status: value });
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    console.error(`[shop-functions] delivery: deal ${record.id}: the carriers' answers were not kept (${error.message})`);
  }
}
