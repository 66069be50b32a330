import { defineElement } from "../../core/element/define.ts";
import css from "./vat-modal.css";
import { TAG, VatModal } from "./VatModal.tsx";

defineElement(TAG, VatModal, css);

declare global {
  interface HTMLElementTagNameMap {
    "shop-vat-modal": HTMLElement & { data: unknown };
  }
}
