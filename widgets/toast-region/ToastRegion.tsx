import { useStore } from "@nanostores/react";
import { $toasts } from "../../core/ui/toasts.ts";

export const TAG = "shop-toast-region";

/**
 * The page's single toast region, top right, added to <body> by the first element that connects.
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
