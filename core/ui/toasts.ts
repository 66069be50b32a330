// One toast queue for the whole page, shown by a single <shop-toast-region> (top right). Toasts close
// after 3000 ms (section 9). Texts arrive translated by the element that raises them.
import { atom } from "nanostores";
import { shared } from "../shared-instance.ts";

export const TOAST_MS = 3000;

export interface Toast {
  id: number;
  text: string;
  kind: "success" | "error";
}

export const $toasts = shared("toasts", () => atom<Toast[]>([]));

/** Shows a toast and removes it after TOAST_MS. */
export function showToast(text: string, kind: Toast["kind"]): void {
  const id = Math.random(); // not a module counter: two bundle copies share this queue
  $toasts.set([...$toasts.get(), { id, text, kind }]);
  setTimeout(() => $toasts.set($toasts.get().filter((t) => t.id !== id)), TOAST_MS);
  ensureToastRegion();
}

/** Adds the page's toast region once; it is defined by core/ui/toast-region.tsx. */
export function ensureToastRegion(): void {
  if (!document.querySelector("shop-toast-region")) document.body.append(document.createElement("shop-toast-region"));
}
