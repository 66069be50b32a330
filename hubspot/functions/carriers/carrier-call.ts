// What the delivery function asks a carrier, and how a carrier's failure is kept out of its answer
// (docs/decisions/hubspot-delivery.md#carriers): each call ends by its own timeout, never past the
// function's, and any failure (refused key, rate limit, timeout, an answer we cannot read) is a
// CarrierFailure the caller turns into "the CRM's status stands".
import type { DeliveryEvent, DeliveryState } from "../../../core/api/delivery.ts";

/** A parcel as its carrier tells of it now, normalised to the contract's states. */
export interface LiveParcel {
  status: DeliveryState;
  expectedDelivery?: string;
  events: DeliveryEvent[];
}

/** What one look-up needs: the parcel, the delivery address's postcode (DHL shows the places for it) and the page's language. */
export interface ParcelQuery {
  carrier: string;
  trackingNumber: string;
  postcode: string;
  language: "de" | "en" | "fr";
}

/** A carrier that refused, failed or did not answer in time; `status` 0: no answer. */
export class CarrierFailure extends Error {
  constructor(
    readonly carrier: string,
    readonly status: number,
    why: string,
  ) {
    super(`${carrier}: ${status || "no answer"} ${why}`);
    this.name = "CarrierFailure";
  }
}

/** A carrier's HTTP answer within `timeoutMs`; no answer in time (or none at all) is a CarrierFailure with status 0. */
export async function carrierFetch(carrier: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new CarrierFailure(carrier, 0, timedOut ? `no answer within ${timeoutMs} ms` : String(error));
  }
}

/** The answer's JSON, or a CarrierFailure naming the status when it is not JSON. */
export async function carrierJson(carrier: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new CarrierFailure(carrier, response.status, "answered no JSON");
  }
}

/** The parcel's state: its newest event's (the contract's rule), else announced. */
export function newestState(events: readonly DeliveryEvent[]): DeliveryState {
  const newest = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0];
  return newest?.status ?? "announced";
}
