import { defineElement } from "../../core/element/define.ts";
import orderCss from "../../core/order-ui/order-ui.css";
import stepperCss from "../../core/ui/quantity-stepper.css";
import css from "./cart.css";
import { Cart, TAG } from "./Cart.tsx";

defineElement(TAG, Cart, stepperCss + orderCss + css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-cart": HTMLElement & { data: unknown };
  }
}
