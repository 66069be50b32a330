// The payment functions where PayPal, the card provider and HubSpot are the question (docs/decisions/
// hubspot-payment.md): PayPal's order as its Orders v2 API takes it (intent CAPTURE, the deal's total
// from the CRM, the deal as reference, PayPal-Request-Id), its access token kept within a run, its
// failures answered 503 unavailable, a capture PayPal made but the CRM never heard of, what the deal
// records, and the functions without their secrets.
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { startFunctionsBackend } from "../support/backends.mjs";
import { call } from "../support/contract-run.mjs";
import { buyerDecides, dealToPay, goodCard, payBody } from "../support/contract-payment.mjs";

let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());
beforeEach(() => backend.hubspot.resetLimits());

const dealRecord = (dealId) => backend.hubspot.store.find("deals", dealId).properties;
const paypalCalls = (path) => backend.paypal.requests.filter((r) => r.path === path);
const create = (deal) => call(backend, "POST", "payment/paypal/create", { body: payBody(deal) });
const capture = (deal, orderId) => call(backend, "POST", "payment/paypal/capture", { body: { dealId: deal.dealId, orderId } });

test("PayPal's order: intent CAPTURE for the deal's total in the CRM, the deal as reference, the shop's return page; its payer-action page as approvalUrl", async () => {
  const deal = await dealToPay(backend, "paypal");
  backend.paypal.requests.length = 0;
  const answer = await create(deal);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [sent] = paypalCalls("/v2/checkout/orders");
  assert.equal(sent.body.intent, "CAPTURE");
  assert.deepEqual(sent.body.purchase_units, [
    { reference_id: deal.dealId, custom_id: deal.dealId, amount: { currency_code: "EUR", value: "21.66" } },
  ]);
  const context = sent.body.payment_source.paypal.experience_context;
  assert.match(context.return_url, /\/demo\/paypal\/return\.html$/);
  assert.equal(context.locale, "de-DE");
  assert.equal(answer.body.orderId, backend.paypal.orders.get(answer.body.orderId).id);
  assert.equal(answer.body.approvalUrl, `${backend.paypal.url}/checkoutnow?token=${answer.body.orderId}`);
  assert.equal(dealRecord(deal.dealId).shop_paypal_order_id, answer.body.orderId);
});

test("the amount PayPal is asked for is the CRM's total, not the body's, even when the CRM's total changed since", async () => {
  const deal = await dealToPay(backend, "paypal");
  backend.hubspot.store.update("deals", deal.dealId, { calculatedamount: "30.05" });
  assert.equal((await create(deal)).body.code, "amount_mismatch");
  backend.paypal.requests.length = 0;
  assert.equal((await create({ ...deal, amount: 30.05 })).status, 200);
  assert.equal(paypalCalls("/v2/checkout/orders")[0].body.purchase_units[0].amount.value, "30.05");
});

test("PayPal-Request-Id: every create of a deal sends the deal's key, and PayPal answers the same order", async () => {
  const deal = await dealToPay(backend, "paypal");
  backend.paypal.requests.length = 0;
  const first = (await create(deal)).body;
  const second = (await create(deal)).body;
  assert.equal(second.orderId, first.orderId);
  const keys = paypalCalls("/v2/checkout/orders").map((r) => r.headers["paypal-request-id"]);
  const { shop_request_id: requestId } = dealRecord(deal.dealId);
  assert.deepEqual(keys, [`shop-deal-${deal.dealId}-${requestId}`, `shop-deal-${deal.dealId}-${requestId}`]);
});

test("PayPal's access token is asked for once (Basic auth with the client's id and secret) and kept for the next calls of the run", async () => {
  backend.paypal.expireTokens();
  const deals = [await dealToPay(backend, "paypal"), await dealToPay(backend, "paypal")];
  backend.paypal.requests.length = 0;
  for (const deal of deals) assert.equal((await create(deal)).status, 200);
  const tokens = paypalCalls("/v1/oauth2/token");
  assert.equal(tokens.length, 1);
  const basic = Buffer.from(`${backend.paypal.clientId}:${backend.paypal.clientSecret}`).toString("base64");
  assert.equal(tokens[0].headers.authorization, `Basic ${basic}`);
  assert.equal(tokens[0].body, "grant_type=client_credentials");
  // The run's first call may still carry the token of an earlier test, which PayPal no longer takes (401).
  const bearer = paypalCalls("/v2/checkout/orders")
    .filter((r) => r.status === 201)
    .map((r) => r.headers.authorization);
  assert.equal(bearer.length, 2);
  assert.equal(new Set(bearer).size, 1);
  assert.match(bearer[0], /^Bearer A21AA/);
});

test("a token PayPal no longer takes (401) is replaced once and the call made again", async () => {
  const deal = await dealToPay(backend, "paypal");
  assert.equal((await create(deal)).status, 200);
  backend.paypal.expireTokens();
  backend.paypal.requests.length = 0;
  assert.equal((await create(deal)).status, 200);
  assert.deepEqual(
    backend.paypal.requests.map((r) => [r.path, r.status]),
    [
      ["/v2/checkout/orders", 401],
      ["/v1/oauth2/token", 200],
      ["/v2/checkout/orders", 201],
    ],
  );
});

test("PayPal failing → 503 unavailable with the contract's body; the deal stays open and the next try works", async () => {
  const deal = await dealToPay(backend, "paypal");
  for (const status of [500, 503]) {
    backend.paypal.failNext(1, status);
    const answer = await create(deal);
    assert.equal(answer.status, 503);
    assert.equal(answer.body.code, "unavailable");
  }
  const order = (await create(deal)).body;
  await buyerDecides(backend, order, "approve");
  backend.paypal.failNext(1, 500);
  const failed = await capture(deal, order.orderId);
  assert.deepEqual([failed.status, failed.body.code], [503, "unavailable"]);
  assert.equal(dealRecord(deal.dealId).shop_payment_status, "open");
  assert.equal((await capture(deal, order.orderId)).status, 200);
});

test("the card provider failing → 503 unavailable, the deal stays open", async () => {
  const deal = await dealToPay(backend, "card");
  backend.card.failNext(1, 502);
  const answer = await call(backend, "POST", "payment/card", { body: payBody(deal, { token: goodCard() }) });
  assert.deepEqual([answer.status, answer.body.code], [503, "unavailable"]);
  assert.equal(dealRecord(deal.dealId).shop_payment_status, "open");
});

test("the card provider is asked for the deal's total in cents with the secret key, the token and the deal as reference", async () => {
  const deal = await dealToPay(backend, "card");
  backend.card.requests.length = 0;
  const token = goodCard();
  assert.equal((await call(backend, "POST", "payment/card", { body: payBody(deal, { token }) })).status, 200);
  const [sent] = backend.card.requests;
  assert.deepEqual(sent.body, { token, amount: 2166, currency: "EUR", reference: deal.dealId });
  assert.equal(sent.headers.authorization, "Bearer sk_local_hosted_fields");
});

test("the deal records the payment: paid, the provider's reference (PayPal's capture, the card's charge), when", async () => {
  const byPayPal = await dealToPay(backend, "paypal");
  const order = (await create(byPayPal)).body;
  await buyerDecides(backend, order, "approve");
  const paid = (await capture(byPayPal, order.orderId)).body;
  const record = dealRecord(byPayPal.dealId);
  assert.equal(record.shop_payment_status, "paid");
  assert.equal(record.shop_payment_reference, paid.reference);
  assert.equal(paid.reference, backend.paypal.orders.get(order.orderId).capture.id);
  assert.ok(Date.now() - Date.parse(record.shop_paid_at) < 60_000, record.shop_paid_at);

  const byCard = await dealToPay(backend, "card");
  const charged = (await call(backend, "POST", "payment/card", { body: payBody(byCard, { token: goodCard() }) })).body;
  assert.match(charged.reference, /^ch_local_/);
  assert.equal(dealRecord(byCard.dealId).shop_payment_reference, charged.reference);
});

test("a capture PayPal made but the deal never recorded (a lost answer) is found with the order and recorded, not captured twice", async () => {
  const deal = await dealToPay(backend, "paypal");
  const order = (await create(deal)).body;
  await buyerDecides(backend, order, "approve");
  const paid = (await capture(deal, order.orderId)).body;
  backend.hubspot.store.update("deals", deal.dealId, { shop_payment_status: "open", shop_payment_reference: "" });
  backend.paypal.requests.length = 0;
  const again = await capture(deal, order.orderId);
  assert.deepEqual(again.body, paid);
  assert.deepEqual(
    backend.paypal.requests.map((r) => [r.method, r.path.replace(order.orderId, "ID"), r.status]),
    [
      ["POST", "/v2/checkout/orders/ID/capture", 422],
      ["GET", "/v2/checkout/orders/ID", 200],
    ],
  );
  assert.equal(dealRecord(deal.dealId).shop_payment_status, "paid");
});

test("without PayPal's or the card provider's secrets the functions answer 503 unavailable and call nobody", async () => {
  const saved = { ...process.env };
  const paypal = await dealToPay(backend, "paypal");
  const card = await dealToPay(backend, "card");
  delete process.env.PAYPAL_CLIENT_SECRET;
  delete process.env.CARD_PROVIDER_SECRET_KEY;
  backend.paypal.requests.length = 0;
  backend.card.requests.length = 0;
  try {
    assert.equal((await create(paypal)).body.code, "unavailable");
    assert.equal((await call(backend, "POST", "payment/card", { body: payBody(card, { token: goodCard() }) })).body.code, "unavailable");
  } finally {
    Object.assign(process.env, saved);
  }
  assert.equal(backend.paypal.requests.length + backend.card.requests.length, 0);
});

test("PAYPAL_ENVIRONMENT chooses PayPal's host: sandbox for 'sandbox', else live; PAYPAL_API_BASE_URL only in the local run", async () => {
  const { importTs } = await import("../../scripts/import-ts.mjs");
  const { paypalAccount, PAYPAL_HOSTS } = await importTs("hubspot/functions/shop/paypal.ts");
  const secrets = (more) => (name) => ({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", ...more })[name];
  assert.equal(paypalAccount(secrets({})).base, PAYPAL_HOSTS.live);
  assert.equal(paypalAccount(secrets({ PAYPAL_ENVIRONMENT: "live" })).base, "https://api-m.paypal.com");
  assert.equal(paypalAccount(secrets({ PAYPAL_ENVIRONMENT: "sandbox" })).base, "https://api-m.sandbox.paypal.com");
  assert.equal(paypalAccount(secrets({ PAYPAL_API_BASE_URL: "http://127.0.0.1:1/" })).base, "http://127.0.0.1:1");
  assert.equal(
    paypalAccount((name) => (name === "PAYPAL_CLIENT_ID" ? "id" : undefined)),
    undefined,
  );
});
