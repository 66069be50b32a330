// The carriers the tracking element knows (issue 13): DHL, DPD and UPS by default, each with its name,
// its number check (core/tracking/tracking-number.ts) and the template of its own tracking page. The
// shop's data block may rename a carrier, give it another template, or add one, because carriers
// change their URLs (docs/decisions/tracking-carriers.md). Templates name the parcel with {number}
// and the visitor's language with {lang} ("de") or {locale} ("de_DE"), each as that carrier spells it.
import type { Lang } from "../element/data-block.ts";
import { isLinkUrl } from "../element/site-url.ts";
import type { Carrier } from "./tracking-number.ts";

export interface CarrierConfig {
  name: string;
  trackingUrl: string;
  /** What {lang} becomes per page language: the languages the carrier's page offers. */
  lang: Record<Lang, string>;
  /** What {locale} becomes per page language. */
  locale: Record<Lang, string>;
  /** The carrier whose number format and check digit apply; none for a carrier the shop added. */
  check?: Carrier;
}

/** A data block's entry: a new name or template for a default carrier, or a carrier of the shop's own. */
export interface CarrierOverride {
  name?: string | undefined;
  trackingUrl?: string | undefined;
}

const SAME_LANG: Record<Lang, string> = { de: "de", en: "en", fr: "fr" };
const LOCALES: Record<Lang, string> = { de: "de_DE", en: "en_US", fr: "fr_FR" };

export const DEFAULT_CARRIERS: Readonly<Record<Carrier, CarrierConfig>> = {
  // DHL's consumer pages exist in German and English only: French visitors get English.
  dhl: {
    name: "DHL",
    trackingUrl: "https://www.dhl.de/{lang}/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}",
    lang: { de: "de", en: "en", fr: "en" },
    locale: LOCALES,
    check: "dhl",
  },
  dpd: {
    name: "DPD",
    trackingUrl: "https://tracking.dpd.de/status/{locale}/parcel/{number}",
    lang: SAME_LANG,
    locale: LOCALES,
    check: "dpd",
  },
  ups: {
    name: "UPS",
    trackingUrl: "https://www.ups.com/track?loc={locale}&tracknum={number}",
    lang: SAME_LANG,
    locale: LOCALES,
    check: "ups",
  },
};

/** The defaults with the data block's changes and additions, by lower-case code. */
export function carrierConfigs(overrides: Readonly<Record<string, CarrierOverride>> = {}): Record<string, CarrierConfig> {
  const configs: Record<string, CarrierConfig> = { ...DEFAULT_CARRIERS };
  for (const [code, change] of Object.entries(overrides)) {
    const base = configs[code] ?? { name: code.toUpperCase(), trackingUrl: "", lang: SAME_LANG, locale: LOCALES };
    configs[code] = {
      ...base,
      ...(change.name ? { name: change.name } : {}),
      ...(change.trackingUrl ? { trackingUrl: change.trackingUrl } : {}),
    };
  }
  return configs;
}

/**
 * The carrier's tracking page for `number` in `language`, or null: for a carrier without a template,
 * or when the filled template is not a safe link (http(s) only, core/element/site-url.ts). The number
 * is URL-encoded, so a number can never add a parameter or a path.
 */
export function trackingPageUrl(carrier: CarrierConfig | undefined, number: string, language: Lang): string | null {
  if (!carrier?.trackingUrl) return null;
  const url = carrier.trackingUrl
    .replaceAll("{number}", encodeURIComponent(number))
    .replaceAll("{lang}", carrier.lang[language])
    .replaceAll("{locale}", carrier.locale[language]);
  return isLinkUrl(url) && /^https?:\/\//i.test(url) ? url : null;
}
