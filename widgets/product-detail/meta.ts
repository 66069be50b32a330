import type { ElementMeta } from "../../core/element/element-meta.ts";
import { ProductDataSchema } from "../../core/catalog/product-data.ts";

export const meta: ElementMeta = {
  summary: "The product-detail page: images, price with scale prices, quantity, add to cart or ask for an offer, properties.",
  schema: ProductDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): currency and prices; gb prices in GBP.",
    info_popup_text: "The delivery conditions as HTML, shown in a dialog; sanitised, never runs script.",
    categoryId: "The article's category id, for its related articles.",
    columns: 'The properties shown as JSON: {"labels": "Format|Farbe", "properties": "format|farbe"}, each a |-separated list.',
    product:
      "The article as JSON (required): article_id, artikel (its name) and article_number required; images, unit, description, measures and the other fields optional.",
  },
  emits: { ordersAmountEvent: "An article was added to the cart (`amount`: new cart lines)." },
  parts: {
    headline: "The product's name.",
    slider: "The image slider.",
    "price-box": "Price, quantity and the add-to-cart button.",
    price: "The price field.",
    quantity: "The quantity stepper.",
    "offer-link": "The link to ask for an offer, for amounts above the request threshold.",
    properties: "The properties table.",
    "article-card": "A card of the related or accessory articles below the product.",
    "quick-add": "The quantity and add-to-cart button of an accessory card.",
    dialog: "The delivery times and delivery conditions dialogs.",
    error: "An error message (failed request, unknown article, malformed data block).",
  },
  cssProperties: {
    "--shop-product-min-height": "Space reserved while loading, kept as the minimum once loaded.",
    "--shop-headline-size": "Font size of the headline.",
  },
};
