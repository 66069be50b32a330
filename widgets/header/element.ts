import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/header.ts";
import css from "./header.css";
import { HeaderLoader } from "./Header.tsx";
import { HeaderDataSchema } from "./header-data.ts";

defineShopElement({ tag: "shop-header", schema: HeaderDataSchema, css, catalog, placeholder: "header", earlyView: HeaderLoader });

declare global {
  interface HTMLElementTagNameMap {
    "shop-header": ShopElement<typeof HeaderDataSchema>;
  }
}
