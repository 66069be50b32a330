// The product page tells analytics (with the visitor's consent, core/analytics/track.ts) that it showed
// its article: once per article, with the amount on screen and that amount's net unit price.
import { useEffect, useRef } from "react";
import { track } from "../../core/analytics/track.ts";
import type { Product } from "../../core/catalog/product-data.ts";
import { type ScaleEntry, scaleEntryFor } from "../../core/pricing/scale.ts";

export function useViewItem(product: Product, amount: number, scale: ScaleEntry[], country: string): void {
  const shown = useRef({ amount, scale });
  shown.current = { amount, scale };
  useEffect(() => {
    const entry = scaleEntryFor(shown.current.scale, shown.current.amount);
    // An article priced only on request has no price: GA4 has no item view without one.
    if (entry) track("view_item", { product, amount: shown.current.amount, unitCents: entry.unitCents, country });
  }, [product, country]);
}
