import { defineElement } from "../../core/element/define.ts";
import formsCss from "../../core/forms/forms.css";
import orderCss from "../../core/order-ui/order-ui.css";
import css from "./request-offer.css";
import { RequestOffer, TAG } from "./RequestOffer.tsx";

defineElement(TAG, RequestOffer, formsCss + orderCss + css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-request-offer": HTMLElement & { data: unknown };
  }
}
