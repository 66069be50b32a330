import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/box-configurator.ts";
import css from "./box-configurator.css";
import { BoxConfiguratorDataSchema } from "./box-configurator-data.ts";
import { BoxConfigurator } from "./BoxConfigurator.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "shop-box-configurator", schema: BoxConfiguratorDataSchema, css, catalog, placeholder: "box-configurator", view: BoxConfigurator });

declare global {
  interface HTMLElementTagNameMap {
    "shop-box-configurator": ShopElement<typeof BoxConfiguratorDataSchema>;
  }
}
