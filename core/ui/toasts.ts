// Toasts for the whole page, shown by a single <shop-toast-region> (top right), closing after
// 3000 ms (section 9) unless hovered or focused (ToastRegion.tsx). Texts arrive translated by the
// element that raises them.
import { logLoadFailure } from "./load-failure.ts";
import { $toasts, type Toast } from "./toast-store.ts";

/**
 * Adds the page's toast region once (a live region must exist before its first message). Its code
 * comes after the element's first paint: nothing needs it before the first add.
 */
export function ensureToastRegion(): void {
  if (document.querySelector("shop-toast-region")) return;
  document.body.append(document.createElement("shop-toast-region"));
  import("./ToastRegion.tsx").catch((error: unknown) => logLoadFailure("the toasts", error));
}

/** Shows a toast; the region removes it after TOAST_MS (ToastRegion.tsx). */
export function showToast(text: string, kind: Toast["kind"], more: Pick<Toast, "detail" | "links"> = {}): void {
  ensureToastRegion();
  const id = Math.random(); // not a module counter: two bundle copies share this queue
  $toasts.set([...$toasts.get(), { id, text, kind, ...more }]);
}
