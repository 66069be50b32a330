// PayPal through the shop's own function (PayPal's client secret stays on the server): create an
// order for the deal, let the buyer approve it when PayPal asks for that, capture it. The sandbox
// fake approves at once and answers without an approval page.
import { toDecimal } from "../api/deal.ts";
import { PaidAnswerSchema, PayPalOrderSchema } from "./answers.ts";
import { postToEndpoint, type Endpoint } from "./endpoint.ts";
import { approveInPopup } from "./paypal-popup.ts";
import type { PayPalCaptureBody, PayPalCreateBody } from "./request-schemas.ts";
import type { PaymentProvider } from "./types.ts";

/** Lets the buyer approve on PayPal's page; resolves when the buyer is done (approved or not). */
export type ApprovePayPal = (approvalUrl: string, signal?: AbortSignal) => Promise<void>;

export function paypalProvider(endpoint: Endpoint, approve: ApprovePayPal = approveInPopup): PaymentProvider {
  return {
    method: "paypal",
    needsCard: false,
    async pay({ baseUrl, dealId, amountCents, currency, signal }) {
      const call = { endpoint, baseUrl, signal };
      const create: PayPalCreateBody = { dealId, amount: toDecimal(amountCents), currency };
      const order = await postToEndpoint({ ...call, suffix: "create", body: create, schema: PayPalOrderSchema });
      if (order.approvalUrl) await approve(order.approvalUrl, signal);
      // Not approved: the capture function answers 409 { code: "cancelled" }.
      const capture: PayPalCaptureBody = { dealId, orderId: order.orderId };
      const paid = await postToEndpoint({ ...call, suffix: "capture", body: capture, schema: PaidAnswerSchema });
      return { status: "paid", reference: paid.reference };
    },
  };
}
