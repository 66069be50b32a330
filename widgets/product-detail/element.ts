import { ProductDataSchema } from "../../core/catalog/product-data.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { breadcrumbsKit } from "../../core/ui/breadcrumbs-kit.ts";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/product-detail.ts";
import css from "./product-detail.css";
import { ProductPage } from "./ProductDetail.tsx";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-product-detail",
  schema: ProductDataSchema,
  css,
  catalog,
  kits: [stepperKit, breadcrumbsKit, pictureKit],
  placeholder: "product",
  earlyView: ProductPage,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-product-detail": ShopElement<typeof ProductDataSchema>;
  }
}
