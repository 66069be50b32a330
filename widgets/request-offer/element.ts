import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { addressFormsKit } from "../../core/address-forms/kit.ts";
import { formsKit } from "../../core/forms/kit.ts";
import { orderKit } from "../../core/order-ui/kit.ts";
import catalog from "../../locales/request-offer.ts";
import { OfferDataSchema } from "./offer-data.ts";
import css from "./request-offer.css";
import { OfferFlow } from "./RequestOffer.tsx";

defineShopElement({
  tag: "shop-request-offer",
  schema: OfferDataSchema,
  css,
  catalog,
  kits: [formsKit, addressFormsKit, orderKit],
  placeholder: "request-offer",
  view: OfferFlow,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-request-offer": ShopElement<typeof OfferDataSchema>;
  }
}
