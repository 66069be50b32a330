// The page's toast queue (one for every element and bundle copy).
import { atom } from "nanostores";
import { shared } from "../element/shared-instance.ts";

/** A next step a toast offers ("Warenkorb ansehen"): a checked link. */
export interface ToastLink {
  href: string;
  label: string;
  /** The way on most shoppers take ("Zur Kasse"). */
  primary?: boolean;
}

export interface Toast {
  id: number;
  text: string;
  kind: "success" | "error";
  /** What it is about, e.g. the article and amount added. */
  detail?: string;
  links?: ToastLink[];
}

export const $toasts = shared("toasts", () => atom<Toast[]>([]));

/** Removes the toast `id`. */
export const dismissToast = (id: number): void => $toasts.set($toasts.get().filter((t) => t.id !== id));
