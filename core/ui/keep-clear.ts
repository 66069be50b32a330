// What a toast must never cover (docs/decisions/add-to-cart-confirmation.md): the header's cart (its
// count just changed) and the product's title. Elements in any shadow root register here; the page's
// toast region (ToastRegion.tsx) places its toasts beside them. One set for every bundle copy.
import { type RefObject, useEffect } from "react";
import { shared } from "../element/shared-instance.ts";

export const keptClear = shared("keep-clear", () => new Set<Element>());

/** Keeps toasts off the element `ref` holds while it is mounted. */
export function useKeepClear(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    keptClear.add(element);
    return () => void keptClear.delete(element);
  }, [ref]);
}
