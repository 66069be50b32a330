import { defineElement } from "../../core/element/define.ts";
import css from "./company-switcher.css";
import { CompanySwitcher, TAG } from "./CompanySwitcher.tsx";

defineElement(TAG, CompanySwitcher, css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-company-switcher": HTMLElement & { data: unknown };
  }
}
