// Where the shop's pages live, per language. The specification names only the cart's routes
// (section 2); the others are designed here (docs/decisions/pages-and-routes.md). Every data block may name its own URL
// for a page instead (shopUrl, cartUrl, checkoutUrl, offerUrl, thankYouUrl, termsUrl, privacyUrl,
// configuratorUrl, registrationUrl, contactUrl, trackingUrl, searchUrl).
import * as v from "valibot";
import type { Lang } from "./data-block.ts";
import { linkUrlField } from "./site-url.ts";

export type ShopPage =
  | "shop"
  | "cart"
  | "checkout"
  | "offer"
  | "thankYou"
  | "terms"
  | "privacy"
  | "configurator"
  | "registration"
  | "contact"
  | "tracking"
  | "search";

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
  /** Registration of new customers and online access for existing ones (<shop-registration>). */
  registration: { de: "/registrierung", en: "/register", fr: "/inscription" },
  /** The contact dialog (specification section 2: /dialog on the shop host, in every language). */
  contact: { de: "/dialog", en: "/dialog", fr: "/dialog" },
  /** Shipment tracking (<shop-tracking>). */
  tracking: { de: "/sendungsverfolgung", en: "/tracking", fr: "/suivi" },
  /** The search results (<shop-search-results>, ?q=): where the header's search opens all hits. */
  search: { de: "/suche", en: "/search", fr: "/recherche" },
};

/** The CMS membership's routes (specification: login and password reset; logout is the CMS's too). */
export const LOGIN_URL = "/_hcms/mem/login";
export const PASSWORD_RESET_URL = "/_hcms/mem/reset/request";
export const DEFAULT_LOGOUT_URL = "/_hcms/mem/logout";

/** A data block's optional URL of a page: a site path or an http(s) URL (core/element/site-url.ts). */
export const pageUrlField = v.optional(linkUrlField);

/**
 * The pages the confirmation after an add to the cart leads to (docs/decisions/add-to-cart-confirmation.md),
 * in the block of every element that adds: the product page, the lists with a quick add, the configurators.
 */
export const nextStepPageFields = { cartUrl: pageUrlField, checkoutUrl: pageUrlField };

/** The next steps' pages a block names (left out: the language's default pages). */
export interface NextStepUrls {
  cartUrl?: string | undefined;
  checkoutUrl?: string | undefined;
}

/** The next steps' pages of a data block, and nothing else of it (what a list hands its quick adds). */
export const nextStepUrls = ({ cartUrl, checkoutUrl }: NextStepUrls): NextStepUrls => ({ cartUrl, checkoutUrl });

/** The URL the block names for a page, or the page's default in the block's language. */
export function shopPageUrl(page: ShopPage, data: { language: Lang } & Partial<Record<`${ShopPage}Url`, string | undefined>>): string {
  return data[`${page}Url`] ?? PAGES[page][data.language];
}

/**
 * The offer page for one article at an amount, as a product page in price-on-request mode links to it:
 * the CMS renders the offer form's `article` from these two parameters (docs/elements/request-offer.md).
 */
export function offerForArticleUrl(offerUrl: string, articleId: string, amount: number): string {
  const query = new URLSearchParams({ article: articleId, amount: String(amount) });
  return `${offerUrl}${offerUrl.includes("?") ? "&" : "?"}${query}`;
}
