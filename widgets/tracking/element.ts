import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { formsKit } from "../../core/forms/kit.ts";
import catalog from "../../locales/tracking.ts";
import css from "./tracking.css";
import { TrackingDataSchema } from "./tracking-data.ts";
import { Tracking } from "./Tracking.tsx";

// The result view and its CSS load with the first search (load-parts.ts).
defineShopElement({
  tag: "shop-tracking",
  schema: TrackingDataSchema,
  css,
  catalog,
  kits: [formsKit],
  placeholder: "tracking",
  view: Tracking,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-tracking": ShopElement<typeof TrackingDataSchema>;
  }
}
