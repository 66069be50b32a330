// The checkout's payment rules of specification sections 5 and 8: a payment provider must be chosen,
// and credit card details must be complete. Checked before the deal is made.
import type { PaymentMethod } from "../api/deal.ts";
import { isCardComplete, type CardDetails } from "./card-details.ts";
import type { PaymentConfig } from "./config.ts";
import { providerFor } from "./provider.ts";

export type PaymentChoiceProblem = "no-provider" | "card-incomplete";

/** What keeps the shopper's payment choice from being paid; null when it can be. */
export function paymentChoiceProblem(config: PaymentConfig, method: PaymentMethod | null | undefined, card?: CardDetails, now?: Date): PaymentChoiceProblem | null {
  const provider = providerFor(method, config);
  if (!provider) return "no-provider";
  if (provider.needsCard && !(card && isCardComplete(card, now))) return "card-incomplete";
  return null;
}
