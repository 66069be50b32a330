import { configuratorKits } from "../../core/configurator-ui/kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/mat-configurator.ts";
import css from "./mat-configurator.css";
import { MatConfiguratorDataSchema } from "./mat-configurator-data.ts";
import { MatConfigurator } from "./MatConfigurator.tsx";

defineShopElement({
  tag: "shop-mat-configurator",
  schema: MatConfiguratorDataSchema,
  css,
  catalog,
  kits: configuratorKits,
  placeholder: "mat-configurator",
  earlyView: MatConfigurator,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-mat-configurator": ShopElement<typeof MatConfiguratorDataSchema>;
  }
}
