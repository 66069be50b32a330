// What the shop's operator asks of the analytics, once per page (docs/analytics.md):
//   <meta name="shop-analytics" content="vitals beacon=/hs/serverless/shop/analytics">
// `vitals`: each element's LCP, CLS and INP; `beacon=<url>`: the figures and failures sent there. Both
// only with the visitor's consent. A beacon URL must be a site path or an https URL (plain http only on
// the developer's own machine); another is refused with a console warning.
import { isLinkUrl, isSecureOrLocal } from "../element/site-url.ts";

export interface AnalyticsSettings {
  vitals: boolean;
  beacon: string | null;
}

/** The settings a meta's content names; unknown words are ignored (a later version may know them). */
export function analyticsSettingsOf(content: string): AnalyticsSettings {
  const words = content.trim().split(/\s+/);
  const named = words.find((word) => word.startsWith("beacon="))?.slice("beacon=".length) ?? null;
  let beacon: string | null = null;
  if (named) {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(named) ? new URL(named) : null;
    if (isLinkUrl(named) && (!absolute || isSecureOrLocal(absolute))) beacon = named;
    else console.warn(`[shop-widgets] <meta name="shop-analytics">: beacon ${named} is refused (a site path or an https URL)`);
  }
  return { vitals: words.includes("vitals"), beacon };
}

/** The page's settings: none without the meta. */
export const pageAnalyticsSettings = (): AnalyticsSettings =>
  analyticsSettingsOf(document.querySelector<HTMLMetaElement>('meta[name="shop-analytics"]')?.content ?? "");
