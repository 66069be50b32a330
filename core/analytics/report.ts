// Loaded only once the visitor consented to analytics (track.ts): each shop event in GA4's shape,
// fired on window as `shop:<name>` for the host page and pushed to GTM's dataLayer. Consent is read
// again at each event: withdrawn, nothing more is reported.
import { analyticsAllowed } from "./consent.ts";
import { pushToDataLayer } from "./data-layer.ts";
import type { ShopFactName, ShopFacts } from "./facts.ts";
import { ecommerceOf } from "./ga4.ts";

export function report<K extends ShopFactName>(name: K, facts: ShopFacts[K]): void {
  if (!analyticsAllowed()) return;
  const ecommerce = ecommerceOf(name, facts);
  window.dispatchEvent(new CustomEvent(`shop:${name}`, { detail: ecommerce, bubbles: true, composed: true }));
  pushToDataLayer(name, ecommerce);
}
