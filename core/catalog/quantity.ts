// Quantity rules of specification section 5. `itemInUnit` is the price list's packing unit,
// `smallestOrderUnit` the product's kleinste_bestelleinheit, `max` an optional promotional maximum.

export interface QuantityRules {
  itemInUnit: number;
  smallestOrderUnit: number;
  max?: number | undefined;
}

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 1);

/**
 * A rule that changed a typed amount and its number: the pack (itemInUnit), the minimum (one pack),
 * the smallest order unit, the promotional maximum.
 */
export interface AmountReason {
  rule: "pack" | "minimum" | "orderUnit" | "maximum";
  limit: number;
}

/** How the last rule that changed the amount moved it. */
export type AmountChange = "rounded" | "raised" | "limited";

/** A normalised amount and why it differs from the typed one: no change means no reasons. */
export interface NormalizedAmount {
  amount: number;
  change: AmountChange | null;
  reasons: AmountReason[];
}

/**
 * Normalises a typed amount on blur: rounded to a multiple of itemInUnit (at least one unit),
 * limited by the promotional maximum, then raised to a multiple of the smallest order unit. Says
 * which rules changed it, so the shopper is never corrected silently.
 */
export function explainAmount(typed: number, rules: QuantityRules): NormalizedAmount {
  const unit = positive(rules.itemInUnit);
  const smallest = positive(rules.smallestOrderUnit);
  const max = rules.max !== undefined && rules.max > 0 ? rules.max : Infinity;
  const outcome: NormalizedAmount = { amount: Number.isFinite(typed) ? typed : unit, change: null, reasons: [] };
  const apply = (amount: number, change: AmountChange, reason: AmountReason) => {
    outcome.amount = amount;
    outcome.change = change;
    if (!outcome.reasons.some((r) => r.rule === reason.rule)) outcome.reasons.push(reason);
  };
  const packed = Math.round(outcome.amount / unit) * unit;
  if (packed < unit) apply(unit, "raised", { rule: "minimum", limit: unit });
  else if (packed !== outcome.amount) apply(packed, "rounded", { rule: "pack", limit: unit });
  if (outcome.amount > max) apply(max, "limited", { rule: "maximum", limit: max });
  if (outcome.amount % smallest !== 0)
    apply(Math.ceil(outcome.amount / smallest) * smallest, "raised", { rule: "orderUnit", limit: smallest });
  // Raising must not pass the maximum: then the largest multiple below it (at least one order unit).
  if (outcome.amount > max) apply(Math.max(smallest, Math.floor(max / smallest) * smallest), "limited", { rule: "maximum", limit: max });
  return outcome;
}

/** The normalised amount alone (see explainAmount). */
export function normalizeAmount(typed: number, rules: QuantityRules): number {
  return explainAmount(typed, rules).amount;
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
