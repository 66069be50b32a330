// The tracking page's first search, asked for by its loader before the element's code has arrived
// (core/element/loader.ts), only where nothing is left to type or check: an order the page's link
// names (?order=&postcode=, Tracking.tsx), else a logged-in contact's recent orders (ContactOrders.tsx).
// A link's tracking number is left to the element: its carrier comes from the number's check.
import { deliveryRequest } from "../../core/api/delivery-requests.ts";
import { flagValue } from "../../core/api/flag-texts.ts";
import { startEarly } from "../../core/api/early.ts";
import { earlyBaseUrl, earlyId, earlyLanguage } from "../../core/element/early-block.ts";
import { pageQuery } from "../../core/tracking/find-query.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const baseUrl = earlyBaseUrl(block);
  if (baseUrl === null) return;
  const language = earlyLanguage(block);
  const linked = pageQuery(window.location.search);
  if (linked?.way === "order") {
    startEarly(baseUrl, deliveryRequest({ orderNumber: linked.orderNumber, postcode: linked.postcode }, language));
    return;
  }
  // A contact as the schema reads it (tracking-data.ts): loggedIn a true flag and an id that is not "null".
  const contactId = flagValue(block.loggedIn) && block.contactid !== "null" ? earlyId(block.contactid) : null;
  if (!linked && contactId) startEarly(baseUrl, deliveryRequest({ contactId }, language));
}
