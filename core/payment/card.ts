// Card payment through the shop's card function, charged by the token of the provider's hosted card
// fields (hosted-fields.ts): no card data passes the page. Without a token nothing is sent.
import { toDecimal } from "../api/deal.ts";
import { PaidAnswerSchema } from "./answers.ts";
import { postToEndpoint, type Endpoint } from "./endpoint.ts";
import { PaymentError } from "./errors.ts";
import type { CardChargeBody } from "./request-schemas.ts";
import type { PaymentProvider } from "./types.ts";

export function cardProvider(endpoint: Endpoint): PaymentProvider {
  return {
    method: "card",
    needsCard: true,
    async pay({ baseUrl, dealId, amountCents, currency, cardToken, signal }) {
      if (!cardToken) throw new PaymentError("incomplete");
      const body: CardChargeBody = { dealId, amount: toDecimal(amountCents), currency, token: cardToken };
      const paid = await postToEndpoint({ endpoint, baseUrl, signal, body, schema: PaidAnswerSchema });
      return { status: "paid", reference: paid.reference };
    },
  };
}
