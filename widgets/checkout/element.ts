import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { addressFormsKit } from "../../core/address-forms/kit.ts";
import { formsKit } from "../../core/forms/kit.ts";
import { orderKit } from "../../core/order-ui/kit.ts";
import catalog from "../../locales/checkout.ts";
import css from "./checkout.css";
import { CheckoutDataSchema } from "./checkout-data.ts";
import { CheckoutFlow } from "./Checkout.tsx";

defineShopElement({
  tag: "shop-checkout",
  schema: CheckoutDataSchema,
  css,
  catalog,
  kits: [formsKit, addressFormsKit, orderKit],
  placeholder: "checkout",
  view: CheckoutFlow,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-checkout": ShopElement<typeof CheckoutDataSchema>;
  }
}
