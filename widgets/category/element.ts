import { offerKit, quickAddKit } from "../../core/browse-ui/kit.ts";
import { pagerKit } from "../../core/browse-ui/pager-kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { breadcrumbsKit } from "../../core/ui/breadcrumbs-kit.ts";
import { qualitiesKit } from "../../core/ui/qualities-kit.ts";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/category.ts";
import { Category } from "./Category.tsx";
import css from "./category.css";
import { CategoryDataSchema } from "./category-data.ts";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-category",
  schema: CategoryDataSchema,
  css,
  catalog,
  kits: [stepperKit, quickAddKit, offerKit, qualitiesKit, breadcrumbsKit, pictureKit, pagerKit],
  placeholder: "category",
  view: Category,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-category": ShopElement<typeof CategoryDataSchema>;
  }
}
