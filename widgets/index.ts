// dist/shop-widgets.js: importing it defines every element and exports the public API (public-api.ts).
import "./cart/element.ts";
import "./checkout/element.ts";
import "./company-switcher/element.ts";
import "./header/element.ts";
import "./product-detail/element.ts";
import "./request-offer/element.ts";
import "./thank-you/element.ts";
import "./vat-modal/element.ts";

export * from "./public-api.ts";
