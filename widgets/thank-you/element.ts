import { defineElement } from "../../core/element/define.ts";
import orderCss from "../../core/order-ui/order-ui.css";
import css from "./thank-you.css";
import { TAG, ThankYou } from "./ThankYou.tsx";

defineElement(TAG, ThankYou, orderCss + css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-thank-you": HTMLElement & { data: unknown };
  }
}
