// The page's toast queue (one for every element and bundle copy).
import { atom } from "nanostores";
import { shared } from "../element/shared-instance.ts";

export interface Toast {
  id: number;
  text: string;
  kind: "success" | "error";
}

export const $toasts = shared("toasts", () => atom<Toast[]>([]));
