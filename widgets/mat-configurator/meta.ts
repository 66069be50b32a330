import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { MatConfiguratorDataSchema } from "./mat-configurator-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/mat-configurator.md).
export const meta: ElementMeta<typeof MatConfiguratorDataSchema> = {
  summary:
    "The passepartout (mat) configurator: outer size from a standard format or custom, window or picture size, equal, raised or per-side borders, several windows, the board; a drawing to scale, the live price, add to cart or request an offer; the configuration in the page URL (m.).",
  short: "a passepartout made to measure, drawn to scale and priced live",
  schema: MatConfiguratorDataSchema,
  data: {
    geoLocation:
      "The visitor's country, two letters (required): currency, the default unit (inches for us, gb, lr, mm), the price, direct order or offer.",
    baseUrl: "Where the shop's API answers (below its root, apiRoot); another origin than the page's makes it a partner site.",
    materialId: "The board chosen at first; default the first board for mats.",
    formatId: "The standard format chosen at first; default a custom 400 × 500 mm.",
    articleId: "The CRM article a made-to-measure mat is ordered as; default 3901.",
    articleNumber: "Its article number; default PP-KONF.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
  },
  emits: {
    ordersAmountEvent: "A configured mat was added to the cart (`amount`: new cart lines).",
    "shop:add_to_cart": afterConsent("A configured item was added (GA4 `add_to_cart`, its measures as `item_variant`)"),
  },
  parts: {
    content: "The element's section.",
    preview: "The drawing of the mat with its measures.",
    "live-price": "The price of the configuration, its scale and the VAT note.",
    actions: "Quantity and the add-to-cart or offer button.",
    quantity: "The quantity stepper.",
    "order-link": "On a partner site: the link to order the configuration in the shop.",
    error: "An error message (boards or formats could not be loaded, malformed data block).",
  },
  cssProperties: {
    "--shop-mat-configurator-min-height": "Space reserved while the element loads.",
    "--shop-mat-configurator-picture": "Colour of the picture seen through the window in the drawing.",
  },
};
