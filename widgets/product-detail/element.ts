import { defineElement } from "../../core/element/define.ts";
import stepperCss from "../../core/ui/quantity-stepper.css";
import css from "./product-detail.css";
import { ProductDetail, TAG } from "./ProductDetail.tsx";

defineElement(TAG, ProductDetail, stepperCss + css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-product-detail": HTMLElement & { data: unknown };
  }
}
