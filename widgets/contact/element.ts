import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/contact.ts";
import css from "./contact.css";
import { ContactDataSchema } from "./contact-data.ts";
import { Contact } from "./Contact.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts,
// core/configurator-ui/kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "shop-contact", schema: ContactDataSchema, css, catalog, placeholder: "contact", view: Contact });

declare global {
  interface HTMLElementTagNameMap {
    "shop-contact": ShopElement<typeof ContactDataSchema>;
  }
}
