import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/mat-configurator.ts";
import css from "./mat-configurator.css";
import { MatConfiguratorDataSchema } from "./mat-configurator-data.ts";
import { MatConfigurator } from "./MatConfigurator.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "shop-mat-configurator", schema: MatConfiguratorDataSchema, css, catalog, placeholder: "mat-configurator", view: MatConfigurator });

declare global {
  interface HTMLElementTagNameMap {
    "shop-mat-configurator": ShopElement<typeof MatConfiguratorDataSchema>;
  }
}
