// The header's data block (docs/elements/header.md). The cart's address follows the language
// (specification section 2); login and password reset are the CMS's membership routes; the logout
// route is not shown in the specification: it is the CMS's membership logout unless the block names
// another.
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { SEARCH_TYPES } from "../../core/api/search-types.ts";
import { apiRootField, baseUrlField, countryField, type Lang, languageField } from "../../core/element/data-block.ts";
import { DEFAULT_LOGOUT_URL, pageUrlField, shopPageUrl } from "../../core/element/shop-pages.ts";

export const HeaderDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: the cart count is loaded with it (the cart answers per country). */
  geoLocation: v.optional(countryField, "de"),
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** Default by language: /warenkorb, /basket, /panier. */
  cartUrl: pageUrlField,
  /** Default /_hcms/mem/logout. */
  logoutUrl: pageUrlField,
  /** Where guests register or ask for online access; default /registrierung, /register, /inscription. */
  registrationUrl: pageUrlField,
  /** The search results page (<shop-search-results>), opened with ?q=; default /suche, /search, /recherche. */
  searchUrl: pageUrlField,
  /** Kinds of hit the search looks for; all when left out. */
  searchTypes: v.optional(v.array(v.picklist(SEARCH_TYPES))),
  /** Hits per page of the search; default 6. */
  searchLimit: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(50)), 6),
  /** The shop's top categories in the header; false where the CMS has a menu of its own. */
  categoryNav: v.optional(flag(), true),
  /** "checkout" on the checkout's pages: no search and no categories, a secure-checkout note and the way back to the cart. */
  variant: v.optional(v.picklist(["shop", "checkout"]), "shop"),
  /** This page in the shop's languages, for the narrow header's menu; none when left out. */
  languages: v.optional(v.object({ de: pageUrlField, en: pageUrlField, fr: pageUrlField }), {}),
});
export type HeaderData = v.InferOutput<typeof HeaderDataSchema>;

export const cartUrl = (data: HeaderData) => shopPageUrl("cart", data);
export const registrationUrl = (data: HeaderData) => shopPageUrl("registration", data);
/** The results page of a term: the block's search page with `q` added to its query. */
export function searchResultsUrl(data: HeaderData, term: string): string {
  const page = shopPageUrl("search", data);
  return `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ q: term.trim() })}`;
}
/** The page's languages with their URLs, in the shop's order (German, English, French). */
export const languageLinks = (data: HeaderData) =>
  (["de", "en", "fr"] as const).flatMap((language: Lang) => {
    const url = data.languages[language];
    return url ? [{ language, url }] : [];
  });
export const logoutUrl = (data: HeaderData) => data.logoutUrl ?? DEFAULT_LOGOUT_URL;
