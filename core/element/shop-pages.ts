// Where the shop's pages live, per language. The specification names only the cart's routes
// (section 2); the others are designed here (docs/decisions/pages-and-routes.md). Every data block may name its own URL
// for a page instead (shopUrl, cartUrl, checkoutUrl, offerUrl, thankYouUrl, termsUrl, privacyUrl,
// configuratorUrl).
import * as v from "valibot";
import type { Lang } from "./data-block.ts";
import { linkUrlField } from "./site-url.ts";

export type ShopPage = "shop" | "cart" | "checkout" | "offer" | "thankYou" | "terms" | "privacy" | "configurator";

const PAGES: Record<ShopPage, Record<Lang, string>> = {
  /** The shop's start page: where "Weiter einkaufen" leads. */
  shop: { de: "/", en: "/", fr: "/" },
  cart: { de: "/warenkorb", en: "/basket", fr: "/panier" },
  checkout: { de: "/kasse", en: "/checkout", fr: "/commande" },
  offer: { de: "/angebot", en: "/offer", fr: "/devis" },
  thankYou: { de: "/danke", en: "/thank-you", fr: "/merci" },
  terms: { de: "/agb", en: "/terms", fr: "/cgv" },
  privacy: { de: "/datenschutz", en: "/privacy", fr: "/confidentialite" },
  /** The box and mat configurators (specification section 2: one route in every language). */
  configurator: { de: "/konfiguration", en: "/konfiguration", fr: "/konfiguration" },
};

/** The CMS membership's routes (specification: login and password reset; logout is the CMS's too). */
export const LOGIN_URL = "/_hcms/mem/login";
export const PASSWORD_RESET_URL = "/_hcms/mem/reset/request";
export const DEFAULT_LOGOUT_URL = "/_hcms/mem/logout";

/** A data block's optional URL of a page: a site path or an http(s) URL (core/element/site-url.ts). */
export const pageUrlField = v.optional(linkUrlField);

/** The URL the block names for a page, or the page's default in the block's language. */
export function shopPageUrl(page: ShopPage, data: { language: Lang } & Partial<Record<`${ShopPage}Url`, string | undefined>>): string {
  return data[`${page}Url`] ?? PAGES[page][data.language];
}

/** Whether `baseUrl` names another origin than the page's: the element sits on a partner's site. */
export function isPartnerSite(baseUrl: string, pageHref: string = location.href): boolean {
  try {
    return new URL(baseUrl || "/", pageHref).origin !== new URL(pageHref).origin;
  } catch {
    return false;
  }
}

/**
 * A shop page as a link from where the element is: on the shop's own site the page URL as
 * shopPageUrl gives it; on a partner site a site path is the shop's, so it is put after `baseUrl`
 * ("https://shop.example/konfiguration"). An http(s) URL the block names stays as it is.
 */
export function shopPageOnShop(
  page: ShopPage,
  data: { language: Lang; baseUrl: string } & Partial<Record<`${ShopPage}Url`, string | undefined>>,
  pageHref: string = location.href,
): string {
  const url = shopPageUrl(page, data);
  return url.startsWith("/") && !url.startsWith("//") && isPartnerSite(data.baseUrl, pageHref) ? `${data.baseUrl}${url}` : url;
}

/** `url` with `params` added to its query (after what it has). */
export function withQuery(url: string, params: string | Record<string, string>): string {
  const query = typeof params === "string" ? params : new URLSearchParams(params).toString();
  if (query === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

/**
 * The offer page for one article at an amount, as a product page in price-on-request mode links to it:
 * the CMS renders the offer form's `article` from these two parameters (docs/elements/request-offer.md).
 */
export function offerForArticleUrl(offerUrl: string, articleId: string, amount: number): string {
  const query = new URLSearchParams({ article: articleId, amount: String(amount) });
  return `${offerUrl}${offerUrl.includes("?") ? "&" : "?"}${query}`;
}
