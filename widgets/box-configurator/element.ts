import { configuratorKits } from "../../core/configurator-ui/kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/box-configurator.ts";
import css from "./box-configurator.css";
import { BoxConfiguratorDataSchema } from "./box-configurator-data.ts";
import { BoxConfiguratorPage } from "./BoxConfigurator.tsx";

defineShopElement({
  tag: "shop-box-configurator",
  schema: BoxConfiguratorDataSchema,
  css,
  catalog,
  kits: configuratorKits,
  placeholder: "box-configurator",
  earlyView: BoxConfiguratorPage,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-box-configurator": ShopElement<typeof BoxConfiguratorDataSchema>;
  }
}
