import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/category.ts";
import css from "./category.css";
import { CategoryDataSchema } from "./category-data.ts";
import { Category } from "./Category.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts,
// core/configurator-ui/kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "shop-category", schema: CategoryDataSchema, css, catalog, placeholder: "category", view: Category });

declare global {
  interface HTMLElementTagNameMap {
    "shop-category": ShopElement<typeof CategoryDataSchema>;
  }
}
