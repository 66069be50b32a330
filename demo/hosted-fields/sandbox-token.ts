// The demo sandbox's card tokens: what its hosted card fields (card.ts) make of a test card and its
// card function (demo/mocks/handlers-payment.ts) charges. A provider's token is opaque; this one names
// the test card's outcome, so the fake charges without any card data: 4000 0000 0000 0002 is
// declined, every other valid card paid.
const DECLINED_TEST_CARD = "4000000000000002";
const TOKEN = /^tok_sandbox_(paid|declined)_\d{4}_[a-z0-9]+$/;

export type SandboxOutcome = "paid" | "declined";

/** A single-use token for the card number `digits` (digits only, already checked). */
export function sandboxToken(digits: string): string {
  const outcome: SandboxOutcome = digits === DECLINED_TEST_CARD ? "declined" : "paid";
  return `tok_sandbox_${outcome}_${digits.slice(-4)}_${Math.random().toString(36).slice(2, 10)}`;
}

/** What charging the token does; undefined for a token the sandbox did not make. */
export function sandboxOutcome(token: string): SandboxOutcome | undefined {
  return TOKEN.exec(token)?.[1] as SandboxOutcome | undefined;
}
