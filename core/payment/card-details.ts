// Card details as the shopper types them, and the rule "credit card details must be complete"
// (specification sections 5 and 8): which fields are missing or invalid. The demo's hosted card
// fields (demo/hosted-fields/) check with it inside their iframe; the shop's page never sees a card.
import * as v from "valibot";

/** Card details as typed into the hosted card fields. */
export interface CardDetails {
  /** Name on the card. */
  holder: string;
  /** The card number; spaces and dashes between digits are allowed. */
  number: string;
  /** "MM/YY" (spaces around the slash allowed). */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardDetails;
/** `expired` only for `expiry`: well-formed but before the current month. */
export type CardProblem = "missing" | "invalid" | "expired";
export type CardProblems = Partial<Record<CardField, CardProblem>>;

// valibot's check: Luhn checksum, 13–19 digits and the number ranges of the card networks.
const CardNumberSchema = v.pipe(v.string(), v.creditCard());

const digitsOf = (number: string) => number.replace(/[\s-]/g, "");

/** Month and four-digit year of "MM/YY", or undefined when it is not one. */
function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : undefined;
}

function holderProblem(holder: string): CardProblem | undefined {
  const name = holder.trim();
  if (name === "") return "missing";
  // A name has at least two letters and no digits (a number typed into the wrong field).
  return /\p{L}.*\p{L}/u.test(name) && !/\d/.test(name) ? undefined : "invalid";
}

function numberProblem(number: string): CardProblem | undefined {
  const digits = digitsOf(number);
  if (digits === "") return "missing";
  return v.safeParse(CardNumberSchema, digits).success ? undefined : "invalid";
}

function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  if (expiry.trim() === "") return "missing";
  const parsed = parseExpiry(expiry);
  if (!parsed) return "invalid";
  // A card is valid through the last day of its expiry month.
  return parsed.year * 12 + parsed.month < now.getFullYear() * 12 + now.getMonth() + 1 ? "expired" : undefined;
}

function cvcProblem(cvc: string): CardProblem | undefined {
  const text = cvc.trim();
  if (text === "") return "missing";
  return /^\d{3,4}$/.test(text) ? undefined : "invalid";
}

/** The fields that are missing or invalid; an empty object means the details are complete. */
export function cardDetailsProblems(details: CardDetails, now: Date = new Date()): CardProblems {
  const problems: CardProblems = {
    holder: holderProblem(details.holder),
    number: numberProblem(details.number),
    expiry: expiryProblem(details.expiry, now),
    cvc: cvcProblem(details.cvc),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
}
