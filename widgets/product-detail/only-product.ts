// The buy bar is for the page's product (docs/decisions/buy-bar.md): a page with several
// <shop-product-detail> (a catalogue, a comparison) has no one product, so none of them has a bar.
// Each element counts itself while it is on the page, in one count for the page (shared-instance.ts).
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useEffect } from "react";
import { shared } from "../../core/element/shared-instance.ts";

const $productElements = shared("product-detail/elements", () => atom(0));

/** Counts this element while it is mounted; whether it is the page's only product element. */
export function useOnlyProductOnPage(): boolean {
  useEffect(() => {
    $productElements.set($productElements.get() + 1);
    return () => $productElements.set($productElements.get() - 1);
  }, []);
  return useStore($productElements) === 1;
}
