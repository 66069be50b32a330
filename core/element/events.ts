// The window event bus shared by every element and the host page. Names are part of the public
// contract (docs/public-api.md); detail shapes are typed here.
import type { Ga4Params } from "../analytics/ga4.ts";
import type { ShopErrorDetail } from "../analytics/shop-error.ts";
import type { ShopVital } from "../analytics/vitals.ts";
import type { CompanyChoice } from "../api/schemas.ts";

/**
 * The analytics events, `shop:<GA4 name>` with GA4's parameters (docs/analytics.md): fired only with
 * the visitor's analytics consent (core/analytics/track.ts).
 */
export type ShopAnalyticsEventMap = { [K in keyof Ga4Params as `shop:${K}`]: Ga4Params[K] };

export interface ShopEventMap extends ShopAnalyticsEventMap {
  /** A company was chosen (or reset to null) for the logged-in contact. */
  "company-set": { company: CompanyChoice | null };
  /** Items were added to the cart; `amount` is the number of new cart lines. */
  ordersAmountEvent: { amount: number };
  /** Asks every <shop-company-switcher> on the page to open its dialog (the header's trigger fires it); detail is ignored. */
  "shop-open-company-switcher": null;
  /** The visitor's analytics consent as the host knows it (setAnalyticsConsent fires it); nothing is reported before `true`. */
  "shop-analytics-consent": { analytics: boolean };
  /** A failure the shopper sees: its element, endpoint, kind and status; nothing personal, so with or without consent. */
  "shop-error": ShopErrorDetail;
  /** An element's LCP, CLS or INP, with analytics consent, where the page asks for it (`<meta name="shop-analytics" content="vitals">`). */
  "shop-vital": ShopVital;
}

export type ShopEventName = keyof ShopEventMap;

/** Fires a shop event on window. */
export function emit<K extends ShopEventName>(name: K, detail: ShopEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to a shop event on window; returns the function that stops listening. */
export function listen<K extends ShopEventName>(name: K, handler: (detail: ShopEventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
