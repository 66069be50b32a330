// Pricing rules of specification sections 6 and 9. All money is in integer cents.
import type { ScalePrice } from "./api/schemas.ts";

/** Default VAT in percent (section 9). */
export const DEFAULT_VAT_PERCENT = 19;

/** Tax-status code of a VAT-free company: VAT is never added (section 6). */
export const VAT_FREE_TAX_STATUS = "3";

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
 * entry applies (the shop has no price for fewer pieces; see README); undefined for an empty scale.
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

/** The VAT rate that applies: none for tax status '3', else the selected option, else 19 %. */
export function vatPercentFor(taxStatus: string | undefined, selectedVat: number | null): number {
  if (taxStatus === VAT_FREE_TAX_STATUS) return 0;
  return selectedVat ?? DEFAULT_VAT_PERCENT;
}

/** Adds VAT to a net amount in cents. */
export function grossCents(netCents: number, vatPercent: number): number {
  return Math.round((netCents * (100 + vatPercent)) / 100);
}

/** The price to display: gross when VAT is shown, else net. */
export function displayCents(netCents: number, showVAT: boolean, vatPercent: number): number {
  return showVAT ? grossCents(netCents, vatPercent) : netCents;
}

/** The net price of a shown price: divided by one plus VAT when VAT is displayed (section 9). */
export function netFromShownCents(shownCents: number, showVAT: boolean, vatPercent: number): number {
  return showVAT ? Math.round((shownCents * 100) / (100 + vatPercent)) : shownCents;
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
