import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/registration.ts";
import css from "./registration.css";
import { RegistrationDataSchema } from "./registration-data.ts";
import { Registration } from "./Registration.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts,
// core/configurator-ui/kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({
  tag: "shop-registration",
  schema: RegistrationDataSchema,
  css,
  catalog,
  placeholder: "registration",
  view: Registration,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-registration": ShopElement<typeof RegistrationDataSchema>;
  }
}
