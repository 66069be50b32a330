import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { orderKit } from "../../core/order-ui/kit.ts";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/cart.ts";
import css from "./cart.css";
import { CartDataSchema } from "./cart-data.ts";
import { CartPage } from "./Cart.tsx";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-cart",
  schema: CartDataSchema,
  css,
  catalog,
  kits: [stepperKit, orderKit, pictureKit],
  placeholder: "cart",
  earlyView: CartPage,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-cart": ShopElement<typeof CartDataSchema>;
  }
}
