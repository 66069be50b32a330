import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { BoxConfiguratorDataSchema } from "./box-configurator-data.ts";

export const meta: ElementMeta<typeof BoxConfiguratorDataSchema> = {
  summary:
    "The box configurator: an archival box made to measure (category, type, extras, inner size in mm or inches, board), drawn to scale, priced live, added to the cart or requested as an offer; the configuration lives in the page URL.",
  short: "an archival box made to measure, drawn to scale and priced live",
  schema: BoxConfiguratorDataSchema,
  data: {
    geoLocation:
      "The visitor's country, two letters (required): inches first in inch countries (us, gb, lr, mm), currency, direct order or offer only.",
    baseUrl: "Where the shop's API answers (below its root, apiRoot); another origin than the page's makes it a partner site.",
    categoryId: "The box category chosen first when the page URL names none; default the first listed.",
    boxId: "The box type chosen first when the page URL names none: a type of categoryId (or of the first category).",
    startSize:
      "The inner size in mm ({ length, width, height }) the fields open with when the page URL names none, fitted into the first type's ranges and rules; null opens them empty. Default 320 × 240 × 100 mm.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
  },
  emits: {
    ordersAmountEvent: "A configured box was added to the cart (`amount`: 1).",
    "shop:add_to_cart": afterConsent("A configured item was added (GA4 `add_to_cart`, its measures as `item_variant`)"),
  },
  parts: {
    content: "The configurator's section.",
    dimensions: "The inner size fields with the unit toggle and the outer size.",
    "bulky-note": "The note that the box is above the parcel limit (only on request).",
    materials: "The board choice.",
    preview: "The drawing of the box to scale.",
    "live-price": "The live price with its scale.",
    actions: "Quantity and the add-to-cart or offer button.",
    quantity: "The quantity stepper.",
    "order-link": "On a partner site: the link to order the configured box at the shop.",
    error: "An error message (failed catalogue, malformed data block).",
  },
  cssProperties: {
    "--shop-box-configurator-min-height": "Space reserved while the element loads, kept as its minimum height.",
    "--shop-headline-size": "Font size of the configurator's title.",
  },
};
