import type { ElementMeta } from "../../core/element/element-meta.ts";
import { HeaderDataSchema } from "./header-data.ts";

export const meta: ElementMeta<typeof HeaderDataSchema> = {
  summary:
    "The shop's header: search, gross/net switch, account links and the cart with its live count, in one row at every width (the narrow row keeps the switch and the links in a menu).",
  short: "search, gross/net switch, account links, cart badge",
  schema: HeaderDataSchema,
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
