// Card payment through the shop's card function. Incomplete details never leave the browser.
import { toDecimal } from "../api/deal.ts";
import { PaidAnswerSchema } from "./answers.ts";
import { normaliseCard } from "./card-details.ts";
import { postToEndpoint, type Endpoint } from "./endpoint.ts";
import { PaymentError } from "./errors.ts";
import type { CardChargeBody } from "./request-schemas.ts";
import type { PaymentProvider } from "./provider.ts";

export function cardProvider(endpoint: Endpoint): PaymentProvider {
  return {
    method: "card",
    needsCard: true,
    async pay({ baseUrl, dealId, amountCents, currency, card, signal }) {
      const details = card && normaliseCard(card);
      if (!details) throw new PaymentError("incomplete");
      const body: CardChargeBody = { dealId, amount: toDecimal(amountCents), currency, card: details };
      const paid = await postToEndpoint({ endpoint, baseUrl, signal, body, schema: PaidAnswerSchema });
      return { status: "paid", reference: paid.reference };
    },
  };
}
