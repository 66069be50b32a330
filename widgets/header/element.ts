import { defineElement } from "../../core/element/define.ts";
import css from "./header.css";
import { Header, TAG } from "./Header.tsx";

defineElement(TAG, Header, css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-header": HTMLElement & { data: unknown };
  }
}
