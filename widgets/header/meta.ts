import type { ElementMeta } from "../../core/element/element-meta.ts";
import { HeaderDataSchema } from "./header-data.ts";

export const meta: ElementMeta<typeof HeaderDataSchema> = {
  summary:
    "The shop's header: the shop's top categories, search, gross/net switch, account links and the cart with its live count, in one row at every width (the narrow row keeps the categories, the switch, the links and the page's languages in a menu).",
  short: "category menu, search, gross/net switch, account links, cart badge",
  schema: HeaderDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters; default de. The cart count is loaded with it.",
    logoutUrl: "The logout page: a site path or an http(s) URL; left out, /_hcms/mem/logout.",
    registrationUrl: "The registration page: a site path or an http(s) URL; left out, /registrierung, /register or /inscription.",
    searchUrl: "The search results page, opened with ?q=<term>: a site path or an http(s) URL; left out, /suche, /search or /recherche.",
    searchTypes:
      "The kinds of hit searched as a JSON list (ARTICLE, CATEGORY, LANDING_PAGE, BLOG_POST, SITE_PAGE, KNOWLEDGE_ARTICLE, LISTING_PAGE); all when left out.",
    searchLimit: "Hits per page of the search (1–50); default 6.",
    categoryNav:
      "false leaves the shop's top categories out (where the CMS has a menu of its own); default true: a menu \"Sortiment\" on a wide header, first in the narrow header's menu.",
    variant:
      '"checkout" on the checkout\'s pages: no search and no categories, a secure-checkout note, the account menu and a link back to the cart (docs/decisions/checkout-header.md); default "shop".',
    languages:
      'This page in the shop\'s languages, for the narrow header\'s menu: {"de": url, "en": url, "fr": url}, each a site path or an http(s) URL; a wide header leaves the languages to the page.',
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    loggedIn: false,
  },
  emits: { "shop-open-company-switcher": "A contact with several companies asks to switch." },
  listens: {
    ordersAmountEvent: "An article was added: the cart count goes up (also through the $cartCount store).",
    storage: "Another tab changed the cart count or the gross/net choice.",
  },
  parts: {
    header: "The header bar.",
    categories: 'The category menu of a wide header (its button "Sortiment" and the panel of top categories).',
    search: "The search field and its results (on a narrow header the panel its button opens).",
    "search-panel": "The results panel below the field.",
    "vat-switch": "The gross/net switch.",
    login: "The login link.",
    registration: "The registration link (guests).",
    logout: "The logout link.",
    cart: "The cart link with its count.",
    error: "An error message (malformed data block).",
  },
  cssProperties: {
    "--shop-header-min-height": "The header's height while it loads and after, at every width.",
    "--shop-header-popup-z": "z-index of the search results above the page.",
  },
};
