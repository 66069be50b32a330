import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { addressFormsKit } from "../../core/address-forms/kit.ts";
import { formsKit } from "../../core/forms/kit.ts";
import catalog from "../../locales/registration.ts";
import css from "./registration.css";
import { RegistrationDataSchema } from "./registration-data.ts";
import { Registration } from "./Registration.tsx";

defineShopElement({
  tag: "shop-registration",
  schema: RegistrationDataSchema,
  css,
  catalog,
  kits: [formsKit, addressFormsKit],
  placeholder: "registration",
  view: Registration,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-registration": ShopElement<typeof RegistrationDataSchema>;
  }
}
