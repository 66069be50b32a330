import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { formsKit } from "../../core/forms/kit.ts";
import catalog from "../../locales/contact.ts";
import css from "./contact.css";
import { ContactDataSchema } from "./contact-data.ts";
import { Contact } from "./Contact.tsx";

defineShopElement({
  tag: "shop-contact",
  schema: ContactDataSchema,
  css,
  catalog,
  kits: [formsKit],
  placeholder: "contact",
  view: Contact,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-contact": ShopElement<typeof ContactDataSchema>;
  }
}
