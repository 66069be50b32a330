import { defineElement } from "../../core/element/define.ts";
import css from "./product-detail.css";
import { ProductDetail, TAG } from "./ProductDetail.tsx";

defineElement(TAG, ProductDetail, css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-product-detail": HTMLElement & { data: unknown };
  }
}
