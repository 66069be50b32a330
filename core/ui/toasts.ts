// Toasts for the whole page, shown by a single <shop-toast-region> (top right), closing after
// 3000 ms (section 9). Texts arrive translated by the element that raises them.
import { $toasts, type Toast } from "./toast-store.ts";
import "./ToastRegion.tsx";

export const TOAST_MS = 3000;

/** Adds the page's toast region once (a live region must exist before its first message). */
export function ensureToastRegion(): void {
  if (!document.querySelector("shop-toast-region")) document.body.append(document.createElement("shop-toast-region"));
}

/** Shows a toast and removes it after TOAST_MS. */
export function showToast(text: string, kind: Toast["kind"]): void {
  ensureToastRegion();
  const id = Math.random(); // not a module counter: two bundle copies share this queue
  $toasts.set([...$toasts.get(), { id, text, kind }]);
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== id)), TOAST_MS);
}
