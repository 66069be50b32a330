// The payment sandbox: the shop's PayPal and card functions at their default endpoints (core/payment/
// config.ts), as docs/api.md describes them. Like a real function it takes the amount
// from the deal (handlers-deal.ts) and refuses a body whose amount differs, and a deal whose recorded
// payment method is another. PayPal approves at once (no approval page) unless a test has the sandbox's
// buyer cancel or decline first (POST payment/paypal/sandbox-buyer, what the functions' PayPal stand-in
// does through its approval page, demo/paypal/server.mjs). The card is charged by the token of the
// sandbox's hosted card fields (demo/hosted-fields/): 4000 0000 0000 0002 declined, any other valid
// card paid; a token the sandbox did not make is a 400. Refusals carry the functions' codes.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import { CardChargeBodySchema, PayPalCaptureBodySchema, PayPalCreateBodySchema } from "../../core/payment/request-schemas.ts";
import { currencyFor } from "../../core/pricing/money.ts";
import { dealCountry } from "../../hubspot/functions/shop/deal-checks.ts";
import { sandboxOutcome } from "../hosted-fields/sandbox-token.ts";
import { usePaidCheck } from "./handlers-deal.ts";
import { problem, readJson, serverError, withLatency } from "./http-helpers.ts";
import { mockState, type StoredDeal } from "./mock-state.ts";
import {
  addPayPalOrder,
  type BuyerDecision,
  paymentOf,
  paymentStatusOf,
  payPalOrder,
  recordPayment,
  type SandboxPayment,
} from "./mock-state-payment.ts";

const API = "*/_hcms/api/payment";
export const PAYMENT_ENDPOINTS = {
  paypalCreate: `${API}/paypal/create`,
  paypalCapture: `${API}/paypal/capture`,
  card: `${API}/card`,
  /** The sandbox's buyer: `{ orderId, decision }` before the capture (tests; a real shop has no such endpoint). */
  paypalBuyer: `${API}/paypal/sandbox-buyer`,
} as const;

/** The refusal with its payment code (core/payment/errors.ts). */
const declined = () => HttpResponse.json({ code: "declined", message: "Payment declined" }, { status: 402 });

/** A refusal with the code the functions give it (hubspot/functions/shop/payments.ts). */
const refused = (status: number, code: string, message: string) => HttpResponse.json({ status, code, message }, { status });

const invalid = (issues: readonly v.BaseIssue<unknown>[]) =>
  problem(
    400,
    "Invalid body",
    issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`),
  );

let nextId = Date.now();

const paid = (payment: SandboxPayment) => HttpResponse.json({ status: "paid", reference: payment.reference });

/** The deal to pay with `method`, or the answer refusing it: unknown, an offer, another method recorded, or another total. */
function dealToPay(dealId: string, amount: number, currency: string, method: SandboxPayment["method"]): StoredDeal | Response {
  const deal = mockState.deals.get(dealId);
  if (!deal) return problem(404, `Unknown deal ${dealId}`);
  if (deal.type !== "order") return refused(409, "not_an_order", "An offer request is not paid");
  if (deal.paymentMethod !== method) return refused(409, "method_mismatch", `Deal ${dealId} is paid by ${deal.paymentMethod}`);
  if (Math.round(deal.totalPrice * 100) !== Math.round(amount * 100) || currency !== currencyFor(dealCountry(deal)))
    return refused(409, "amount_mismatch", `The deal's total is ${deal.totalPrice}, not ${amount} ${currency}`);
  return deal;
}

/** POST payment/paypal/create: a sandbox order, approved at once. */
const createPayPalOrder: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(PayPalCreateBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const deal = dealToPay(body.output.dealId, body.output.amount, body.output.currency, "paypal");
  if (deal instanceof Response) return deal;
  const orderId = `SANDBOX-ORDER-${nextId++}`;
  addPayPalOrder(orderId, { ...body.output, requestId: deal.requestId });
  return HttpResponse.json({ orderId, approvalUrl: null });
};

/** POST payment/paypal/capture: takes the order's amount; a deal already paid answers its first payment. */
const capturePayPalOrder: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(PayPalCaptureBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const order = payPalOrder(body.output.orderId);
  if (order?.dealId !== body.output.dealId) return problem(404, `No PayPal order ${body.output.orderId} for deal ${body.output.dealId}`);
  const first = paymentOf(order.dealId);
  if (first) return paid(first);
  // The shopper may have switched to another method since the PayPal order was made.
  const deal = dealToPay(order.dealId, order.amount, order.currency, "paypal");
  if (deal instanceof Response) return deal;
  if (order.buyer === "cancel") return refused(409, "cancelled", "The buyer did not approve");
  if (order.buyer === "decline") return declined();
  return paid(
    recordPayment(order.dealId, {
      requestId: order.requestId,
      method: "paypal",
      amount: order.amount,
      currency: order.currency,
      reference: `SANDBOX-CAPTURE-${nextId++}`,
    }),
  );
};

/** POST payment/card: charges the hosted fields' token; a deal already paid answers its first payment. */
const chargeCard: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(CardChargeBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const { dealId, amount, currency, token } = body.output;
  const first = paymentOf(dealId);
  if (first) return paid(first);
  const deal = dealToPay(dealId, amount, currency, "card");
  if (deal instanceof Response) return deal;
  const outcome = sandboxOutcome(token);
  if (!outcome) return refused(400, "unknown_token", "Unknown card token");
  if (outcome === "declined") return declined();
  return paid(
    recordPayment(dealId, { requestId: deal.requestId, method: "card", amount, currency, reference: `SANDBOX-CHARGE-${nextId++}` }),
  );
};

const BuyerBodySchema = v.object({ orderId: v.string(), decision: v.picklist(["approve", "cancel", "decline"]) });

/** POST payment/paypal/sandbox-buyer: the buyer approves, cancels, or approves with funding PayPal will decline. */
const decideAsBuyer: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(BuyerBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const order = payPalOrder(body.output.orderId);
  if (!order) return problem(404, `No PayPal order ${body.output.orderId}`);
  order.buyer = body.output.decision satisfies BuyerDecision;
  return new HttpResponse(null, { status: 204 });
};

export function paymentHandlers(latency: number): RequestHandler[] {
  usePaidCheck((dealId) => paymentStatusOf(dealId) === "paid");
  return [
    http.post(PAYMENT_ENDPOINTS.paypalCreate, withLatency(latency, createPayPalOrder)),
    http.post(PAYMENT_ENDPOINTS.paypalCapture, withLatency(latency, capturePayPalOrder)),
    http.post(PAYMENT_ENDPOINTS.card, withLatency(latency, chargeCard)),
    http.post(PAYMENT_ENDPOINTS.paypalBuyer, decideAsBuyer),
  ];
}

/** Override sets for handlers.ts `scenarios`. */
export const paymentScenarios = {
  /** Every card and every PayPal capture is declined. */
  declined: [http.post(PAYMENT_ENDPOINTS.card, declined), http.post(PAYMENT_ENDPOINTS.paypalCapture, declined)],
  /** Every payment function answers 500. */
  serverError: [http.all(`${API}/*`, serverError)],
} satisfies Record<string, RequestHandler[]>;
