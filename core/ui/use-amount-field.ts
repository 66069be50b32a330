// The model behind a quantity field: every way of setting the amount (typing, plus/minus, a scale
// row, new rules) goes through the quantity rules, and a rule that changes what the shopper asked
// for leaves a note saying what happened and why (docs/decisions/amount-notes.md). While the shopper
// types, `typed` is the whole number in the field, so a price can follow it before the rules apply
// (docs/decisions/price-while-typing.md).
import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import {
  decreaseAmount,
  explainAmount,
  increaseAmount,
  type AmountReason,
  type NormalizedAmount,
  type QuantityRules,
} from "../catalog/quantity.ts";
import { formatNumber } from "../format/number.ts";
import { formatAmount } from "../format/units.ts";

/** A message for the field's live region; a new id re-announces the same text. */
export interface AmountNote {
  id: number;
  text: string;
}

export interface AmountField {
  amount: number;
  note: AmountNote | null;
  /** Changes when the field must show `amount` again although it did not change (a refused change). */
  resetKey: unknown;
  /** The whole amount above 0 being typed, before the rules apply (on leaving the field or Enter); undefined otherwise. */
  typed: number | undefined;
  /** The field's text as it is being typed. */
  type: (text: string) => void;
  /** Normalises a wanted amount, says why a rule changed it, and hands the result on. */
  propose: (wanted: number) => number;
  /** Typed text: a number is proposed; anything else keeps the amount and asks for a valid one. */
  proposeText: (text: string) => number;
  increase: () => void;
  decrease: () => void;
}

interface Options {
  amount: number;
  rules: QuantityRules;
  /** The product's unit as the CRM names it ("Rolle"); the notes say it in the page's language (core/format/units.ts). */
  unit: string;
  onChange: (amount: number) => void;
  resetKey?: unknown;
}

/**
 * Reads a typed amount: a number above 0, with an optional decimal comma or point. Anything else (letters,
 * 0, a negative number) is no amount that can be ordered: the field keeps its amount and says so.
 */
function parseAmount(text: string): number | undefined {
  const compact = text.replace(/\s/g, "").replace(",", ".");
  const typed = Number(compact);
  return compact !== "" && Number.isFinite(typed) && typed > 0 ? typed : undefined;
}

export function useAmountField({ amount, rules, unit, onChange, resetKey }: Options): AmountField {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState<AmountNote | null>(null);
  const [typed, setTyped] = useState<number | undefined>(undefined);
  const nextId = useRef(0);
  const say = (text: string | null) => setNote(text === null ? null : { id: ++nextId.current, text });
  // A refused change puts the server's amount back; a note about the refused amount no longer holds.
  useLayoutEffect(() => setNote(null), [resetKey]);
  // A new amount (the rules applied, a step, the server's) ends the typing.
  useLayoutEffect(() => setTyped(undefined), [amount, resetKey]);

  const reason = ({ rule, limit: number }: AmountReason) => {
    const limit = formatNumber(number, i18n.locale);
    if (rule === "pack") return t`Verpackungseinheit ${limit}`;
    if (rule === "minimum") return t`Mindestmenge ${limit}`;
    if (rule === "orderUnit") return t`kleinste Bestelleinheit ${limit}`;
    return t`Höchstmenge ${limit}`;
  };
  const explain = ({ amount: result, change, reasons }: NormalizedAmount) => {
    const why = reasons.map(reason).join(", ");
    const shown = formatAmount(result, unit, i18n.locale);
    if (change === "rounded") return t`Auf ${shown} gerundet: ${why}`;
    if (change === "raised") return t`Auf ${shown} erhöht: ${why}`;
    if (change === "limited") return t`Auf ${shown} begrenzt: ${why}`;
    return null;
  };

  const propose = (wanted: number) => {
    setTyped(undefined);
    const outcome = explainAmount(wanted, rules);
    say(explain(outcome));
    if (outcome.amount !== amount) onChange(outcome.amount);
    return outcome.amount;
  };
  const proposeText = (text: string) => {
    const typed = parseAmount(text);
    if (typed !== undefined) return propose(typed);
    setTyped(undefined);
    const kept = formatAmount(amount, unit, i18n.locale);
    say(t`Bitte gültige Menge angeben. Die Menge bleibt ${kept}.`);
    return amount;
  };
  const step = (next: number) => {
    setTyped(undefined);
    say(null);
    if (next !== amount) onChange(next);
  };

  return {
    amount,
    note,
    resetKey,
    typed,
    type: (text) => {
      const amount = parseAmount(text);
      setTyped(amount !== undefined && Number.isInteger(amount) ? amount : undefined);
    },
    propose,
    proposeText,
    increase: () => step(increaseAmount(amount, rules)),
    decrease: () => step(decreaseAmount(amount, rules)),
  };
}
