import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { orderKit } from "../../core/order-ui/kit.ts";
import catalog from "../../locales/thank-you.ts";
import css from "./thank-you.css";
import { ThankYouPage } from "./ThankYou.tsx";
import { ThankYouDataSchema } from "./thank-you-data.ts";

defineShopElement({
  tag: "shop-thank-you",
  schema: ThankYouDataSchema,
  css,
  catalog,
  kits: [orderKit],
  placeholder: "thank-you",
  earlyView: ThankYouPage,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-thank-you": ShopElement<typeof ThankYouDataSchema>;
  }
}
