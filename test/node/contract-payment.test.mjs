// The payment functions on both backends (docs/api.md#payment): PayPal (create an order for the deal,
// the buyer approves, cancels or is declined, capture) and the card (the hosted fields' token charged)
// against deals made as the checkout makes them (test/support/contract-payment.mjs). The same requests
// and expectations against the msw fake and the HubSpot functions on the local CRM with the PayPal and
// card stand-ins: the amount is the deal's total in the CRM, an offer request and another method are
// refused, and a deal paid already answers its first payment.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { assertContract, assertRefused, call, onBothBackends } from "../support/contract-run.mjs";
import { buyerDecides, dealToPay, declinedCard, goodCard, payBody } from "../support/contract-payment.mjs";

const readDeal = async (backend, dealId) => assertContract("deal/get", await call(backend, "GET", "deal/get", { query: { dealId } }), 200);
const createOrder = async (backend, body) => call(backend, "POST", "payment/paypal/create", { body });
const capture = (backend, deal, order) =>
  call(backend, "POST", "payment/paypal/capture", { body: { dealId: deal.dealId, orderId: order.orderId } });
const chargeCard = (backend, deal, token, extra = {}) =>
  call(backend, "POST", "payment/card", { body: payBody(deal, { token, ...extra }) });

/** PayPal's order for the deal, checked against the contract. */
const paypalOrder = async (backend, deal) => assertContract("payment/paypal/create", await createOrder(backend, payBody(deal)), 200);

/** The refusal's code, checked against the contract's answer for `status`. */
const refusalCode = (path, answer, status) => assertContract(path, answer, status).code;

onBothBackends((backend) => {
  // Each test is one shopper's walk: the local CRM's rate limit counts it alone.
  beforeEach(() => backend.hubspot?.resetLimits());

  test("payment/paypal: an order for the deal's total, captured once the buyer approved; the deal reads paid by PayPal", async () => {
    const deal = await dealToPay(backend, "paypal");
    assert.equal(deal.amount, 21.66);
    const order = await paypalOrder(backend, deal);
    await buyerDecides(backend, order, "approve");
    const paid = assertContract("payment/paypal/capture", await capture(backend, deal, order), 200);
    assert.equal(paid.status, "paid");
    const read = await readDeal(backend, deal.dealId);
    assert.deepEqual([read.paymentStatus, read.paymentMethod], ["paid", "paypal"]);
  });

  test("payment/paypal/capture: the buyer cancelled → 409 cancelled, the deal stays open; a new try pays it", async () => {
    const deal = await dealToPay(backend, "paypal");
    const order = await paypalOrder(backend, deal);
    await buyerDecides(backend, order, "cancel");
    assert.equal(refusalCode("payment/paypal/capture", await capture(backend, deal, order), 409), "cancelled");
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "open");

    const again = await paypalOrder(backend, deal);
    await buyerDecides(backend, again, "approve");
    assertContract("payment/paypal/capture", await capture(backend, deal, again), 200);
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "paid");
  });

  test("payment/paypal/capture: PayPal declines the buyer's funding → 402 declined, the deal stays open", async () => {
    const deal = await dealToPay(backend, "paypal");
    const order = await paypalOrder(backend, deal);
    await buyerDecides(backend, order, "decline");
    assert.equal(refusalCode("payment/paypal/capture", await capture(backend, deal, order), 402), "declined");
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "open");
  });

  test("payment/card: the hosted fields' token is charged for the deal; the deal reads paid by card", async () => {
    const deal = await dealToPay(backend, "card");
    const paid = assertContract("payment/card", await chargeCard(backend, deal, goodCard()), 200);
    assert.equal(paid.status, "paid");
    const read = await readDeal(backend, deal.dealId);
    assert.deepEqual([read.paymentStatus, read.paymentMethod], ["paid", "card"]);
  });

  test("payment/card: a declined card → 402 declined, the deal stays open; another card pays it", async () => {
    const deal = await dealToPay(backend, "card");
    assert.equal(refusalCode("payment/card", await chargeCard(backend, deal, declinedCard()), 402), "declined");
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "open");
    assertContract("payment/card", await chargeCard(backend, deal, goodCard()), 200);
  });

  test("a deal paid twice answers its first payment: the same reference, charged once", async () => {
    const byCard = await dealToPay(backend, "card");
    const first = assertContract("payment/card", await chargeCard(backend, byCard, goodCard()), 200);
    const second = assertContract("payment/card", await chargeCard(backend, byCard, goodCard()), 200);
    assert.equal(second.reference, first.reference);
    // Even a declined card: the deal is paid already.
    assert.equal(assertContract("payment/card", await chargeCard(backend, byCard, declinedCard()), 200).reference, first.reference);

    const byPayPal = await dealToPay(backend, "paypal");
    const order = await paypalOrder(backend, byPayPal);
    await buyerDecides(backend, order, "approve");
    const paid = assertContract("payment/paypal/capture", await capture(backend, byPayPal, order), 200);
    assert.equal(assertContract("payment/paypal/capture", await capture(backend, byPayPal, order), 200).reference, paid.reference);
    // Paying again from the start (a lost answer): a new create needs no approval and its capture answers the first payment.
    const again = await paypalOrder(backend, byPayPal);
    assert.equal(again.approvalUrl ?? null, null);
    assert.equal(assertContract("payment/paypal/capture", await capture(backend, byPayPal, again), 200).reference, paid.reference);
  });

  test("an amount or currency that is not the deal's total in the CRM → 409 amount_mismatch, nothing charged", async () => {
    const paypal = await dealToPay(backend, "paypal");
    for (const body of [
      payBody(paypal, { amount: 0.01 }),
      payBody(paypal, { amount: paypal.amount + 1 }),
      payBody(paypal, { currency: "GBP" }),
    ])
      assert.equal(refusalCode("payment/paypal/create", await createOrder(backend, body), 409), "amount_mismatch", JSON.stringify(body));
    const card = await dealToPay(backend, "card");
    assert.equal(refusalCode("payment/card", await chargeCard(backend, card, goodCard(), { amount: 1 }), 409), "amount_mismatch");
    assert.equal((await readDeal(backend, card.dealId)).paymentStatus, "open");
    assertContract("payment/card", await chargeCard(backend, card, goodCard()), 200);
  });

  test("an offer request is not paid → 409 not_an_order", async () => {
    const offer = await dealToPay(backend, "card", { type: "quotation_guest" });
    assert.equal(refusalCode("payment/card", await chargeCard(backend, offer, goodCard()), 409), "not_an_order");
    assert.equal(refusalCode("payment/paypal/create", await createOrder(backend, payBody(offer)), 409), "not_an_order");
    assert.equal((await readDeal(backend, offer.dealId)).paymentStatus, "open");
  });

  test("a deal recorded with another payment method → 409 method_mismatch; once switched, it is paid by the new one", async () => {
    const deal = await dealToPay(backend, "invoice");
    assert.equal(refusalCode("payment/card", await chargeCard(backend, deal, goodCard()), 409), "method_mismatch");
    assert.equal(refusalCode("payment/paypal/create", await createOrder(backend, payBody(deal)), 409), "method_mismatch");

    // Switched to PayPal, an order made, then switched to the card: PayPal's order no longer pays it.
    await call(backend, "POST", "deal/payment-method", { body: { dealId: deal.dealId, paymentMethod: "paypal" } });
    const order = await paypalOrder(backend, deal);
    await buyerDecides(backend, order, "approve");
    await call(backend, "POST", "deal/payment-method", { body: { dealId: deal.dealId, paymentMethod: "card" } });
    assert.equal(refusalCode("payment/paypal/capture", await capture(backend, deal, order), 409), "method_mismatch");
    assertContract("payment/card", await chargeCard(backend, deal, goodCard()), 200);
    assert.equal((await readDeal(backend, deal.dealId)).paymentMethod, "card");
  });

  test("unknown deals, PayPal orders not made for the deal and tokens the provider does not know are refused", async () => {
    const unknown = { dealId: "404404", amount: 21.66, currency: "EUR" };
    assertContract("payment/paypal/create", await createOrder(backend, unknown), 404);
    assertContract("payment/card", await call(backend, "POST", "payment/card", { body: { ...unknown, token: goodCard() } }), 404);
    assertContract(
      "payment/paypal/capture",
      await call(backend, "POST", "payment/paypal/capture", { body: { dealId: "404404", orderId: "X" } }),
      404,
    );

    const deal = await dealToPay(backend, "paypal");
    const other = await dealToPay(backend, "paypal");
    const othersOrder = await paypalOrder(backend, other);
    await buyerDecides(backend, othersOrder, "approve");
    assertContract("payment/paypal/capture", await capture(backend, deal, othersOrder), 404);
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "open");

    const card = await dealToPay(backend, "card");
    assert.equal(refusalCode("payment/card", await chargeCard(backend, card, "tok_made_up"), 400), "unknown_token");
  });

  test("bad bodies are refused with 400 and the error body, never a 500", async () => {
    const deal = await dealToPay(backend, "card");
    for (const [path, body] of [
      ["payment/paypal/create", { dealId: deal.dealId, amount: "21.66", currency: "EUR" }],
      ["payment/paypal/create", { dealId: deal.dealId, amount: 21.666, currency: "EUR" }],
      ["payment/paypal/create", { dealId: deal.dealId, amount: 21.66, currency: "USD" }],
      ["payment/paypal/capture", { dealId: deal.dealId }],
      ["payment/card", payBody(deal)],
      ["payment/card", payBody(deal, { token: "x".repeat(501) })],
      ["payment/card", "not json"],
    ]) {
      const answer = await call(backend, "POST", path, { body });
      assertRefused(answer);
      assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
    }
    assert.equal((await readDeal(backend, deal.dealId)).paymentStatus, "open");
  });
});
