// Loaded only once the visitor consented to analytics (track.ts): each shop event in GA4's shape,
// fired on window as `shop:<name>` for the host page and pushed to GTM's dataLayer. Consent is read
// again at each event: withdrawn, nothing more is reported. A deal's purchase or lead goes once.
import { analyticsAllowed } from "./consent.ts";
import { pushToDataLayer } from "./data-layer.ts";
import type { ShopFactName, ShopFacts } from "./facts.ts";
import { ECOMMERCE_EVENTS, ga4Params } from "./ga4.ts";
import { firstReportOfDeal } from "./reported-deals.ts";

function dealOf(name: ShopFactName, facts: ShopFacts[ShopFactName]): string | undefined {
  if (name === "purchase") return (facts as ShopFacts["purchase"]).deal.dealId;
  if (name === "generate_lead") return (facts as ShopFacts["generate_lead"]).dealId;
  return undefined;
}

export function report<K extends ShopFactName>(name: K, facts: ShopFacts[K]): void {
  if (!analyticsAllowed()) return;
  const deal = dealOf(name, facts);
  if (deal !== undefined && !firstReportOfDeal(deal)) return;
  const params = ga4Params(name, facts);
  window.dispatchEvent(new CustomEvent(`shop:${name}`, { detail: params, bubbles: true, composed: true }));
  pushToDataLayer(name, params, ECOMMERCE_EVENTS.has(name));
}
