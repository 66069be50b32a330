// A parcel's scans as the tracking element shows them (issue 13): newest first, whatever order the
// carrier answered in; and which states need the shopper to act or to know more.
import type { DeliveryEvent, DeliveryState } from "../api/delivery.ts";

/** The scans, newest first (by their instant, so differing offsets compare right). */
export function newestFirst(events: readonly DeliveryEvent[]): DeliveryEvent[] {
  return [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** States that went wrong: they get a marker of their own and a "what now" text. */
export const needsAttention = (state: DeliveryState): state is "delivery_failed" | "returned" =>
  state === "delivery_failed" || state === "returned";
