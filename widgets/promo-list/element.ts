import { articleCardKit } from "../../core/browse-ui/card-kit.ts";
import { offerKit, quickAddKit } from "../../core/browse-ui/kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/promo-list.ts";
import css from "./promo-list.css";
import { PromoListDataSchema } from "./promo-list-data.ts";
import { PromoList } from "./PromoList.tsx";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-promo-list",
  schema: PromoListDataSchema,
  css,
  catalog,
  kits: [stepperKit, quickAddKit, offerKit, articleCardKit, pictureKit],
  placeholder: "promo-list",
  view: PromoList,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-promo-list": ShopElement<typeof PromoListDataSchema>;
  }
}
