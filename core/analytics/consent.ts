// The visitor's analytics consent, one per page (docs/decisions/analytics-consent.md). Unknown until
// a source answers; the latest answer of the host (setAnalyticsConsent), HubSpot's banner or a TCF
// platform counts, and with none of them Google Consent Mode's state. Default: no consent.
import { atom } from "nanostores";
import { emit, listen } from "../element/events.ts";
import { shared } from "../element/shared-instance.ts";
import { consentModeAnswer, watchHubSpotBanner, watchTcf } from "./consent-sources.ts";

/** undefined while nobody answered; true allowed; false refused or withdrawn. */
export const $analyticsConsent = shared("analyticsConsent", () => {
  // A page that knows the answer before the shop's code loads says it in window.shopAnalyticsConsent.
  const early = (window as { shopAnalyticsConsent?: unknown }).shopAnalyticsConsent;
  const store = atom(typeof early === "boolean" ? early : undefined);
  const answer = (analytics: boolean) => store.set(analytics);
  listen("shop-analytics-consent", ({ analytics }) => answer(analytics));
  watchHubSpotBanner(window, answer);
  watchTcf(window, answer);
  return store;
});

/** Whether the shop may report analytics now. */
export const analyticsAllowed = (): boolean => $analyticsConsent.get() ?? consentModeAnswer(window) ?? false;

/** The host's word for the visitor: true once they consented to analytics, false when they refused or withdrew. */
export function setAnalyticsConsent(analytics: boolean): void {
  emit("shop-analytics-consent", { analytics });
}
