import { useStore } from "@nanostores/react";
import { defineElement } from "../element/define.ts";
import css from "./toast-region.css";
import { $toasts } from "./toast-store.ts";

/**
 * The page's single toast region, top right, added to <body> when toasts are first needed.
 * Each toast is a role="status" message inside a polite live region that exists before it.
 * @csspart toast
 */
export function ToastRegion() {
  const toasts = useStore($toasts);
  return (
    <div className="region" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`toast ${toast.kind}`} part="toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}

defineElement("shop-toast-region", ToastRegion, css);
