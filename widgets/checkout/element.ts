import { defineElement } from "../../core/element/define.ts";
import formsCss from "../../core/forms/forms.css";
import orderCss from "../../core/order-ui/order-ui.css";
import css from "./checkout.css";
import { Checkout, TAG } from "./Checkout.tsx";

defineElement(TAG, Checkout, formsCss + orderCss + css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-checkout": HTMLElement & { data: unknown };
  }
}
