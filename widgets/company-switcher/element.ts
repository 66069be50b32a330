import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/company-switcher.ts";
import css from "./company-switcher.css";
import { CompanySwitcher } from "./CompanySwitcher.tsx";
import { SwitcherDataSchema } from "./switcher-data.ts";

defineShopElement({
  tag: "shop-company-switcher",
  schema: SwitcherDataSchema,
  css,
  catalog,
  placeholder: null,
  earlyView: CompanySwitcher,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-company-switcher": ShopElement<typeof SwitcherDataSchema>;
  }
}
