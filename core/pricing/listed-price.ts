// The price an article is listed with wherever it appears (category rows, cards, search hits and
// suggestions): the lowest unit price of the scale the shopper can order (entries from the smallest
// order unit on, section 9), "from" it when that scale has more than one price. Per unit: the page
// says "2,51 € / Stück", the pack size apart.
import { fromUnitCents, type ScaleEntry, visibleScale } from "./scale.ts";

export interface ListedUnitPrice {
  /** Net cents per unit. */
  unitCents: number;
  /** The scale offers lower prices for larger amounts: shown "ab 2,51 €". */
  from: boolean;
}

/** The listed price of `scale`; undefined without any price (price on request). */
export function listedUnitPrice(scale: ScaleEntry[], smallestOrderUnit: number): ListedUnitPrice | undefined {
  const orderable = visibleScale(scale, smallestOrderUnit);
  const unitCents = fromUnitCents(orderable.length > 0 ? orderable : scale);
  if (unitCents === undefined) return undefined;
  return { unitCents, from: new Set(orderable.map((entry) => entry.unitCents)).size > 1 };
}
