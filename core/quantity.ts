// Quantity rules of specification section 5. `itemInUnit` is the price list's packing unit,
// `smallestOrderUnit` the product's kleinste_bestelleinheit, `max` an optional promotional maximum.

export interface QuantityRules {
  itemInUnit: number;
  smallestOrderUnit: number;
  max?: number | undefined;
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 1);

/**
 * Normalises a typed amount on blur: rounded to a multiple of itemInUnit (at least one unit),
 * limited by the promotional maximum, then raised to a multiple of the smallest order unit.
 */
export function normalizeAmount(typed: number, rules: QuantityRules): number {
  const unit = positive(rules.itemInUnit);
  const smallest = positive(rules.smallestOrderUnit);
  const amount = Number.isFinite(typed) ? typed : unit;
  let result = Math.max(unit, Math.round(amount / unit) * unit);
  const max = rules.max !== undefined && rules.max > 0 ? rules.max : Infinity;
  if (result > max) result = max;
  if (result % smallest !== 0) result = Math.ceil(result / smallest) * smallest;
  // Raising must not pass the maximum: then the largest multiple below it (at least one order unit).
  if (result > max) result = Math.max(smallest, Math.floor(max / smallest) * smallest);
  return result;
}

/** The plus/minus step: smallest order unit times itemInUnit. */
export function quantityStep(rules: QuantityRules): number {
  return positive(rules.smallestOrderUnit) * positive(rules.itemInUnit);
}

/** Plus: one step up, not above the promotional maximum. */
export function increaseAmount(amount: number, rules: QuantityRules): number {
  const next = amount + quantityStep(rules);
  return rules.max !== undefined && rules.max > 0 && next > rules.max ? amount : next;
}

/** Minus: one step down; a result below 0 is ignored, and the amount never drops under itemInUnit. */
export function decreaseAmount(amount: number, rules: QuantityRules): number {
  const next = amount - quantityStep(rules);
  if (next < 0) return amount;
  return Math.max(positive(rules.itemInUnit), next);
}

/** The first amount a shopper sees: one order step, normalised. */
export function initialAmount(rules: QuantityRules): number {
  return normalizeAmount(quantityStep(rules), rules);
}
