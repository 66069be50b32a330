// The card provider's charge API as the card function calls it. The shop names no provider
// (docs/decisions/hosted-card-fields.md), so this is the smallest interface a provider's charge has
// (docs/decisions/hubspot-payment.md#the-card): a token of its hosted fields and an amount in, paid or
// declined out. A shop's provider (Stripe, Adyen, Mollie …) fits behind it with a small adapter, or by
// changing this file to the provider's own API.
//
//   POST {CARD_PROVIDER_API_URL}/charges   Authorization: Bearer {CARD_PROVIDER_SECRET_KEY}
//   { "token": "…", "amount": 2166, "currency": "EUR", "reference": "<deal id>" }   (amount in cents)
//   200 { "id": "ch_…", "status": "paid" }   402 { "id": "ch_…", "status": "declined" }
//   400 { "error": "unknown_token" }: a token the provider did not make, or one used already
import * as v from "valibot";

/** The card function's secrets (its hsmeta `secretKeys`): where the provider's API is and its secret key. */
export const CARD_SECRETS = ["CARD_PROVIDER_API_URL", "CARD_PROVIDER_SECRET_KEY"];

export interface CardCharge {
  token: string;
  cents: number;
  currency: "EUR" | "GBP";
  dealId: string;
}

/** What the provider made of the token: paid or declined with its charge id, or unknown. */
export type ChargeOutcome = { status: "paid" | "declined"; id: string } | { status: "unknown_token" };

/** The provider did not answer as the interface says (down, out of time, refused our key): the payment cannot be taken now. */
export class CardProviderError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`card provider: ${status || "no answer"} ${detail}`);
    this.name = "CardProviderError";
  }
}

const ChargeSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()), status: v.picklist(["paid", "declined"]) });

export interface CardProvider {
  url: string;
  key: string;
}

/** The provider the secrets name; undefined when either is missing. */
export function cardProvider(secret: (name: string) => string | undefined): CardProvider | undefined {
  const url = secret("CARD_PROVIDER_API_URL");
  const key = secret("CARD_PROVIDER_SECRET_KEY");
  return url && key ? { url: url.replace(/\/+$/, ""), key } : undefined;
}

/** Charges the token once; `left` is the time the function has before it must answer. */
export async function chargeCard(provider: CardProvider, charge: CardCharge, left: number, fetcher = fetch): Promise<ChargeOutcome> {
  if (left <= 0) throw new CardProviderError(0, "the function's time is up");
  let response: Response;
  try {
    response = await fetcher(`${provider.url}/charges`, {
      method: "POST",
      headers: { Authorization: `Bearer ${provider.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ token: charge.token, amount: charge.cents, currency: charge.currency, reference: charge.dealId }),
      signal: AbortSignal.timeout(left),
    });
  } catch (error) {
    throw new CardProviderError(0, String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 400 && (body as { error?: unknown } | undefined)?.error === "unknown_token") return { status: "unknown_token" };
  const parsed = v.safeParse(ChargeSchema, body);
  const expected =
    parsed.success && (response.status === 200 || response.status === 201 ? "paid" : response.status === 402 ? "declined" : "");
  if (!parsed.success || parsed.output.status !== expected) throw new CardProviderError(response.status, JSON.stringify(body) ?? "");
  return parsed.output;
}
