import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import orderCatalog from "../../locales/order.ts";
import catalog from "../../locales/trust.ts";
import css from "./trust.css";
import { Trust } from "./Trust.tsx";
import { TrustDataSchema } from "./trust-data.ts";

defineShopElement({
  tag: "shop-trust",
  schema: TrustDataSchema,
  css,
  catalog,
  // The payment methods' names are the checkout's (core/order-ui/labels.ts): their catalog, not their styles.
  kits: [{ css: "", catalog: orderCatalog }],
  placeholder: "trust",
  view: Trust,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-trust": ShopElement<typeof TrustDataSchema>;
  }
}
