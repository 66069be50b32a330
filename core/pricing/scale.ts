// Scale prices of specification section 9: the unit price by amount. All money is in integer cents.
// VAT is in vat.ts.
import type { ScalePrice } from "../api/schemas.ts";

/** A scale entry with its unit price converted to cents. */
export interface ScaleEntry {
  quantity: number;
  unitCents: number;
}

/** Converts a decimal price (EUR or GBP) to integer cents, half away from zero. */
export function toCents(price: number): number {
  return Math.round(Number((price * 100).toFixed(6)));
}

/** Converts the price list's scale to cents, sorted by quantity. */
export function toScale(scaled: ScalePrice[]): ScaleEntry[] {
  return scaled.map((s) => ({ quantity: s.quantity, unitCents: toCents(s.price) })).sort((a, b) => a.quantity - b.quantity);
}

/**
 * The scale entry with the largest quantity not above `amount`. Below the first quantity the first
 * entry applies (the shop has no price for fewer pieces; docs/decisions/scale-below-first-quantity.md); undefined for an empty scale.
 */
export function scaleEntryFor(scale: ScaleEntry[], amount: number): ScaleEntry | undefined {
  let best: ScaleEntry | undefined;
  for (const entry of scale) {
    const applies = entry.quantity <= amount && (!best || best.quantity > amount || entry.quantity > best.quantity);
    const lowerFallback = !best || (best.quantity > amount && entry.quantity < best.quantity);
    if (applies || lowerFallback) best = entry;
  }
  return best;
}

/** Net line price in cents: the applicable unit price times the amount; undefined when no entry applies. */
export function netLineCents(scale: ScaleEntry[], amount: number): number | undefined {
  const entry = scaleEntryFor(scale, amount);
  return entry ? entry.unitCents * amount : undefined;
}

/**
 * The price-scale entries to offer: only from the smallest order unit on, sorted by quantity,
 * duplicates (same quantity) removed, the first price of a quantity kept.
 */
export function visibleScale(scale: ScaleEntry[], smallestOrderUnit: number): ScaleEntry[] {
  const seen = new Set<number>();
  return [...scale]
    .sort((a, b) => a.quantity - b.quantity)
    .filter((e) => e.quantity >= smallestOrderUnit && !seen.has(e.quantity) && seen.add(e.quantity));
}

/** The "from" price of a list: the lowest unit price of the scale in cents; undefined for an empty scale. */
export function fromUnitCents(scale: ScaleEntry[]): number | undefined {
  return scale.length === 0 ? undefined : Math.min(...scale.map((e) => e.unitCents));
}
