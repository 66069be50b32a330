// The payment sandbox: the shop's PayPal and card functions at their default endpoints (core/payment/
// config.ts), as README "Payment endpoints" describes them. Like a real function it takes the amount
// from the deal (handlers-deal.ts) and refuses a body whose amount differs. PayPal approves at once
// (no approval page). Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined, any other card that
// passes the checks is paid too; one that fails them (Luhn, expiry) is a 400.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import { cardDetailsProblems } from "../../core/payment/card-details.ts";
import { CardChargeBodySchema, PayPalCaptureBodySchema, PayPalCreateBodySchema } from "../../core/payment/request-schemas.ts";
import { usePaidCheck } from "./handlers-deal.ts";
import { problem, readJson, withLatency } from "./http-helpers.ts";
import { mockState, type StoredDeal } from "./mock-state.ts";
import { addPayPalOrder, paymentOf, paymentStatusOf, payPalOrder, recordPayment, type SandboxPayment } from "./mock-state-payment.ts";

const API = "*/_hcms/api/payment";
export const PAYMENT_ENDPOINTS = {
  paypalCreate: `${API}/paypal/create`,
  paypalCapture: `${API}/paypal/capture`,
  card: `${API}/card`,
} as const;

const DECLINED_CARD = "4000000000000002";

/** The refusal with its payment code (core/payment/errors.ts). */
const declined = () => HttpResponse.json({ code: "declined", message: "Payment declined" }, { status: 402 });

const invalid = (issues: readonly v.BaseIssue<unknown>[]) => problem(400, "Invalid body", issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`));

let nextId = Date.now();

const paid = (payment: SandboxPayment) => HttpResponse.json({ status: "paid", reference: payment.reference });

/** The deal to pay, or the answer refusing it: unknown, an offer, or another total. */
function dealToPay(dealId: string, amount: number): StoredDeal | Response {
  const deal = mockState.deals.get(dealId);
  if (!deal) return problem(404, `Unknown deal ${dealId}`);
  if (deal.type !== "order") return problem(409, "An offer request is not paid");
  if (Math.round(deal.totalPrice * 100) !== Math.round(amount * 100)) return problem(409, `The deal's total is ${deal.totalPrice}, not ${amount}`);
  return deal;
}

/** POST payment/paypal/create: a sandbox order, approved at once. */
const createPayPalOrder: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(PayPalCreateBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const deal = dealToPay(body.output.dealId, body.output.amount);
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
  return paid(recordPayment(order.dealId, { requestId: order.requestId, method: "paypal", amount: order.amount, currency: order.currency, reference: `SANDBOX-CAPTURE-${nextId++}` }));
};

/** POST payment/card: charges the card; a deal already paid answers its first payment. */
const chargeCard: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(CardChargeBodySchema, await readJson(request));
  if (!body.success) return invalid(body.issues);
  const { dealId, amount, currency, card } = body.output;
  const first = paymentOf(dealId);
  if (first) return paid(first);
  const deal = dealToPay(dealId, amount);
  if (deal instanceof Response) return deal;
  const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
  const problems = cardDetailsProblems({ ...card, expiry });
  if (Object.keys(problems).length > 0) return problem(400, "Invalid card", problems);
  if (card.number === DECLINED_CARD) return declined();
  return paid(recordPayment(dealId, { requestId: deal.requestId, method: "card", amount, currency, reference: `SANDBOX-CHARGE-${nextId++}` }));
};

export function paymentHandlers(latency: number): RequestHandler[] {
  usePaidCheck((dealId) => paymentStatusOf(dealId) === "paid");
  return [
    http.post(PAYMENT_ENDPOINTS.paypalCreate, withLatency(latency, createPayPalOrder)),
    http.post(PAYMENT_ENDPOINTS.paypalCapture, withLatency(latency, capturePayPalOrder)),
    http.post(PAYMENT_ENDPOINTS.card, withLatency(latency, chargeCard)),
  ];
}

/** Override sets for handlers.ts `scenarios`. */
export const paymentScenarios = {
  /** Every card and every PayPal capture is declined. */
  declined: [
    http.post(PAYMENT_ENDPOINTS.card, declined),
    http.post(PAYMENT_ENDPOINTS.paypalCapture, declined),
  ],
  /** Every payment function answers 500. */
  serverError: [http.all(`${API}/*`, () => problem(500, "Internal server error"))],
} satisfies Record<string, RequestHandler[]>;
