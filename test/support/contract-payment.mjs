// The payment suites' orders and buyer (test/node/contract-payment.test.mjs, functions-payment.test.mjs):
// a deal made as the checkout makes it (a cart through order-items/post, POST deal with the checkout's
// body, test/support/contract-deal.mjs), and the PayPal buyer's decision as each backend's sandbox
// takes it: on the functions the PayPal stand-in's approval page (demo/paypal/server.mjs), as a buyer
// clicks there; on the fake, whose PayPal approves at once, its sandbox buyer (demo/mocks/handlers-payment.ts).
import assert from "node:assert/strict";
import { importTs } from "../../scripts/import-ts.mjs";
import { call, sessionId } from "./contract-run.mjs";
import { checkoutBody, fillCart } from "./contract-deal.mjs";

const { sandboxToken } = await importTs("demo/hosted-fields/sandbox-token.ts");

/** Tokens of the sandbox's hosted card fields: a card that pays and one that is declined. */
export const goodCard = () => sandboxToken("4242424242424242");
export const declinedCard = () => sandboxToken("4000000000000002");

/**
 * A deal for two 1001 (9.80 net, 5.90 shipping, 2.50 packaging, 19 % VAT: 21.66), paid by `paymentMethod`;
 * `type` quotation_guest for an offer request. Its id, number, total and currency.
 */
export async function dealToPay(backend, paymentMethod, { type = "order" } = {}) {
  const sessionid = sessionId();
  await fillCart(backend, sessionid, [["1001", 2]]);
  const { body } = await checkoutBody(backend, { sessionid, type, paymentMethod: type === "order" ? paymentMethod : null });
  const created = await call(backend, "POST", "deal", { body });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return { dealId: created.body.dealId, number: created.body.number, amount: body.totalPrice, currency: "EUR" };
}

/** The body of payment/paypal/create or payment/card for the deal. */
export const payBody = (deal, extra = {}) => ({ dealId: deal.dealId, amount: deal.amount, currency: deal.currency, ...extra });

/**
 * The buyer on PayPal's side: "approve", "decline" (approves with funding PayPal declines at the capture)
 * or "cancel". `order` is payment/paypal/create's answer. On the stand-in's page the answer sends the
 * buyer back to the shop's return or cancel page (`back`).
 */
export async function buyerDecides(backend, order, decision) {
  if (!order.approvalUrl) {
    // The fake's PayPal approves at once; a test tells its sandbox buyer otherwise.
    const told = await call(backend, "POST", "payment/paypal/sandbox-buyer", { body: { orderId: order.orderId, decision } });
    assert.equal(told.status, 204, JSON.stringify(told.body));
    return {};
  }
  const page = await fetch(order.approvalUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<form method="post" action="\/checkoutnow">/);
  const form = new URLSearchParams({ token: order.orderId, decision });
  const answer = await fetch(new URL("/checkoutnow", order.approvalUrl), { method: "POST", body: form, redirect: "manual" });
  assert.equal(answer.status, 303);
  return { back: answer.headers.get("location") };
}
