import type { ElementMeta } from "../../core/element/element-meta.ts";
import { ProductDataSchema } from "../../core/catalog/product-data.ts";

export const meta: ElementMeta<typeof ProductDataSchema> = {
  summary: "The product-detail page: images, price with scale prices, quantity, add to cart or ask for an offer, properties.",
  short: "a product page: pictures, properties, price scale, add to cart",
  schema: ProductDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): currency and prices; gb prices in GBP.",
    info_popup_text: "The delivery conditions as HTML, shown in a dialog; sanitised, never runs script.",
    categoryId: "The article's category id, for its related articles and its breadcrumb.",
    columns: 'The properties shown as JSON: {"labels": "Format|Farbe", "properties": "format|farbe"}, each a |-separated list.',
    product:
      "The article as JSON (required): article_id, artikel (its name) and article_number required; images, unit, description, measures and the other fields optional.",
  },
  example: {
    language: "de",
    portal_id: "123",
    contactid: null,
    loggedIn: false,
    info_popup_text: "<p>Versand innerhalb Deutschlands in 2 bis 3 Werktagen.</p>",
    geoLocation: "de",
    ansprechpartner_id: null,
    columns: {
      labels: "Format|Material|Farbe",
      properties: "format|material|farbe",
    },
    baseUrl: "",
    product: {
      images: [],
      article_id: "1001",
      unit: "Stück",
      artikel: "Archivbox A4",
      article_number: "A-100",
      volume: "0.012",
      weight: "0.4",
      nettogewicht: "0.35",
      format: "A4",
      color: "grau",
      description: "Säurefreie Archivbox",
      sperrgut_artikel: false,
      kleinste_bestelleinheit: 1,
    },
  },
  emits: {
    ordersAmountEvent: "An article was added to the cart (`amount`: new cart lines).",
    "shop:view_item": "The product was shown (GA4 `view_item`), with the visitor's analytics consent only (docs/analytics.md).",
    "shop:add_to_cart": "An article was added (GA4 `add_to_cart`), with the visitor's analytics consent only (docs/analytics.md).",
    "shop:view_item_list":
      "A list of articles was shown (GA4 `view_item_list`), with the visitor's analytics consent only (docs/analytics.md).",
    "shop:select_item":
      "An article's link in a list was followed (GA4 `select_item`), with the visitor's analytics consent only (docs/analytics.md).",
  },
  parts: {
    breadcrumb: "The breadcrumb trail: start page, super-category, category, the product.",
    headline: "The product's name.",
    slider: "The image slider.",
    "price-box": "Price, quantity and the add-to-cart button.",
    price: "The price field.",
    quantity: "The quantity stepper.",
    "offer-link": "The link to ask for an offer, for amounts above the request threshold.",
    properties: "The properties table.",
    "delivery-facts": "Availability, the delivery time of the chosen amount, shipping and packaging to the visitor's country.",
    "free-shipping": "How far the free-shipping threshold is.",
    "buy-bar": "On a phone, the bar at the bottom with price, amount, add and cart, once the add button is out of view.",
    "article-card": "A card of the related or accessory articles below the product.",
    "quick-add": "The quantity and add-to-cart button of an accessory card.",
    dialog: "The delivery times and delivery conditions dialogs.",
    error: "An error message (failed request, unknown article, malformed data block).",
  },
  cssProperties: {
    "--shop-product-min-height": "Space reserved while loading, kept as the minimum once loaded.",
    "--shop-headline-size": "Font size of the headline.",
    "--shop-buy-bar-z": "Stacking level of the phone's buy bar (default 10); under the toasts, over the page.",
  },
};
