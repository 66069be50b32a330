import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/vat-modal.ts";
import css from "./vat-modal.css";
import { VatQuestion } from "./VatModal.tsx";
import { VatModalDataSchema } from "./vat-modal-data.ts";

defineShopElement({ tag: "shop-vat-modal", schema: VatModalDataSchema, css, catalog, placeholder: null, earlyView: VatQuestion });

declare global {
  interface HTMLElementTagNameMap {
    "shop-vat-modal": ShopElement<typeof VatModalDataSchema>;
  }
}
