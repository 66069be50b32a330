// The public surface of an element: widgets/<folder>/meta.ts. Never imported by the bundle;
// scripts/element-api.mjs reads it for dist/custom-elements.json, the element tables of README.md and
// docs/README.md, and the example and tables in docs/elements/<folder>.md; test/node/element-api.test.mjs
// checks it against the code, and the demo's block builder (demo/builder/) makes its form from it.
import type * as v from "valibot";
import type { ShopEventName } from "./events.ts";

/** name → what it is, for the tables and the manifest. */
type Described<Name extends string> = Partial<Record<Name, string>>;

/** A data block's schema: an object (perhaps piped through checks), its top-level fields in `entries`. */
export type DataBlockSchema = v.GenericSchema & { entries: v.ObjectEntries };

export interface ElementMeta<Schema extends DataBlockSchema = DataBlockSchema> {
  /** What the element is and where it is placed, in a sentence or two. */
  summary: string;
  /** What it is in a few words, for the element tables of README.md and docs/README.md. */
  short: string;
  /** The data block's schema, the one widgets/<folder>/element.ts defines the element with. */
  schema: Schema;
  /**
   * What each top-level field of the data block holds, for an editor; a field described in
   * sharedDataFields may be left out (or described here in the element's own words).
   */
  data: Record<string, string>;
  /** A complete data block an editor can copy (docs/elements/<folder>.md shows it); it passes `schema`. */
  example: v.InferInput<Schema>;
  /** Window events the element fires (core/element/events.ts): every emit() in its folder. */
  emits?: Described<ShopEventName>;
  /** Window events it listens to: every listen() in its folder, and browser events such as storage. */
  listens?: Described<ShopEventName | "storage">;
  /** Every part="…" the element renders, its kits' and core's pieces included. */
  parts: Record<string, string>;
  /** Its own custom properties (var(--shop-…) in its CSS and its kits'); the theme's are in theme-properties.ts. */
  cssProperties?: Record<string, string>;
}

/** Page links: "left out, the shop's page in the block's language" (core/element/shop-pages.ts). */
const page = (what: string, defaults: string) => `${what}: a site path or an http(s) URL; left out, ${defaults}.`;

/** Fields many data blocks share, described once. */
export const sharedDataFields: Record<string, string> = {
  language: "The language of the element's texts: de, en or fr, in any case and with a region (EN, fr-CH); anything else renders German.",
  baseUrl: "Where the shop's API answers (below its root, apiRoot): empty for this site, a root-relative path or an http(s) URL.",
  apiRoot:
    "The API's root below baseUrl: /_hcms/api/ or /hs/serverless/<prefix>/; left out, the page's <meta name=\"shop-api-root\">, else /_hcms/api/ (docs/embedding.md).",
  geoLocation: "The visitor's country, two letters (de, at, fr, ch, gb …): currency, prices and VAT follow it; gb prices in GBP.",
  loggedIn: "Whether the visitor is a logged-in contact: true or false (also 1/0, yes/no).",
  contactid: "The logged-in contact's id in the CRM; empty for a guest.",
  ansprechpartner_id: "The logged-in contact's id as the deal names it (ansprechpartner_id); empty for a guest.",
  portal_id: "The CMS portal's id, passed through.",
  cartUrl: page("The cart page", "/warenkorb, /basket or /panier"),
  checkoutUrl: page("The checkout page", "/kasse, /checkout or /commande"),
  offerUrl: page("The offer request page", "/angebot, /offer or /devis"),
  thankYouUrl: page("The thank-you page after an order", "/danke, /thank-you or /merci"),
  termsUrl: page("The terms and conditions", "/agb, /terms or /cgv"),
  privacyUrl: page("The privacy policy", "/datenschutz, /privacy or /confidentialite"),
  shopUrl: page("The shop's start page, where “Weiter einkaufen” leads", "/"),
  configuratorUrl: page("The shop's configurator page", "/konfiguration"),
  trackingUrl: page("The shipment tracking page", "/sendungsverfolgung, /tracking or /suivi"),
  contactEmail: "The shop's e-mail address, offered when shoppers need another way to reach the shop.",
  contactPhone: "The shop's phone number, offered beside the e-mail address.",
};

/** An analytics event's description: what happened (its GA4 name), and that it fires only with consent. */
export const afterConsent = (what: string): string => `${what}, with the visitor's analytics consent only (docs/analytics.md).`;

/** What every list of articles with the quick add fires (the category, the article and promotion lists, search, related). */
export const ARTICLE_LIST_EMITS = {
  ordersAmountEvent: "An article was added to the cart (`amount`: new cart lines).",
  "shop:add_to_cart": afterConsent("An article was added (GA4 `add_to_cart`)"),
  "shop:view_item_list": afterConsent("A list of articles was shown (GA4 `view_item_list`)"),
  "shop:select_item": afterConsent("An article's link in a list was followed (GA4 `select_item`)"),
} satisfies Described<ShopEventName>;
