// A checkbox filter's values as the panel lists them (docs/decisions/category-filters.md): the first
// FOLDED_VALUES, and "mehr anzeigen" for the rest; a ticked value always shows, so the shopper sees
// what is applied without unfolding.

/** Values a folded filter shows. */
export const FOLDED_VALUES = 5;

/** The values to show, in their order, and how many the fold hides. */
export function facetValues(values: readonly string[], ticked: readonly string[], unfolded: boolean): { shown: string[]; hidden: number } {
  if (unfolded || values.length <= FOLDED_VALUES) return { shown: [...values], hidden: 0 };
  const shown = values.filter((value, i) => i < FOLDED_VALUES || ticked.includes(value));
  return { shown, hidden: values.length - shown.length };
}
