import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/tracking.ts";
import css from "./tracking.css";
import { TrackingDataSchema } from "./tracking-data.ts";
import { Tracking } from "./Tracking.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts,
// core/configurator-ui/kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "shop-tracking", schema: TrackingDataSchema, css, catalog, placeholder: "tracking", view: Tracking });

declare global {
  interface HTMLElementTagNameMap {
    "shop-tracking": ShopElement<typeof TrackingDataSchema>;
  }
}
