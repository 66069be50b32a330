// Orders and offer requests on both backends (docs/api.md#deal): a cart put together through
// order-items/post becomes one deal through POST deal with the body the checkout sends
// (test/support/contract-deal.mjs), deal/get reads it back, deal/payment-method and
// update-deal-with-freight-cost change it. The same requests and expectations against the msw fake and
// the HubSpot functions on the local CRM; the totals are the shop's, never the browser's.
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { assertContract, assertRefused, call, onBothBackends, sessionId } from "../support/contract-run.mjs";
import { importTs } from "../../scripts/import-ts.mjs";
import { checkoutBody, customer, fillCart } from "../support/contract-deal.mjs";

const { configuredItem, lidBox, museumMat } = await importTs("test/support/configured-items.ts");

const createDeal = (backend, body) => call(backend, "POST", "deal", { body });
const readDeal = async (backend, dealId) => assertContract("deal/get", await call(backend, "GET", "deal/get", { query: { dealId } }), 200);

/** A session with `lines` in its cart and the checkout's body for it. */
async function orderOf(backend, lines, options = {}) {
  const sessionid = sessionId();
  await fillCart(backend, sessionid, lines);
  return checkoutBody(backend, { sessionid, ...options });
}

/** The 422 refusal of POST deal with `code`. */
async function assertDealRefused(backend, body, code) {
  const answer = await createDeal(backend, body);
  const refusal = assertContract("deal", answer, 422);
  assert.equal(refusal.code, code, JSON.stringify(refusal));
  return refusal;
}

/**
 * Marks the order paid as a payment would: on the fake through its PayPal sandbox (approved at once), on
 * the functions as the payment functions record it on the deal (shop_payment_status; they are not served yet).
 */
async function markPaid(backend, dealId, amount) {
  if (backend.hubspot) return void backend.hubspot.store.update("deals", dealId, { shop_payment_status: "paid" });
  const created = await call(backend, "POST", "payment/paypal/create", { body: { dealId, amount, currency: "EUR" } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const captured = await call(backend, "POST", "payment/paypal/capture", { body: { dealId, orderId: created.body.orderId } });
  assert.equal(captured.status, 200, JSON.stringify(captured.body));
}

onBothBackends((backend) => {
  // Each test is one shopper's walk: the local CRM's rate limit (190 requests in 10 s, an app's whole
  // budget) counts it alone, not with the walks before it.
  beforeEach(() => backend.hubspot?.resetLimits());

  test("deal: the cart made through order-items/post becomes one order; deal/get reads its lines, the shop's total and addresses", async () => {
    const { body, totals, lines } = await orderOf(
      backend,
      [
        ["1001", 5],
        ["1002", 30],
      ],
      { note: "Bitte an der Rampe abgeben", delivery: { ...customer("DE"), street: "Lagerweg 5", city: "München", postcode: "80331" } },
    );
    // 5 × 4.90 + 30 × 6.90 = 231.50 net, below free shipping: 5.90 parcel, 2.50 packaging, 19 % VAT.
    assert.equal(body.totalPrice, 285.48);
    const created = assertContract("deal", await createDeal(backend, body), 200);
    assert.match(created.number, /^AB-\d{4}-\d+$/);

    const deal = await readDeal(backend, created.dealId);
    assert.equal(deal.dealId, created.dealId);
    assert.equal(deal.number, created.number);
    assert.equal(deal.type, "order");
    assert.equal(deal.paymentMethod, "invoice");
    assert.equal(deal.paymentStatus, "open");
    assert.equal(deal.deliveryType, "parcel-service");
    assert.deepEqual(
      deal.lines.map((l) => [l.orderItemId, l.artikel, l.amount, l.nettoPrice, l.price]),
      lines.map((l) => [l.id, l.artikel, l.menge, l.id === lines[0].id ? 4.9 : 6.9, l.id === lines[0].id ? 24.5 : 207]),
    );
    assert.deepEqual(
      [deal.netTotal, deal.shippingFee, deal.packagingCost, deal.vatPercent, deal.vatTotal, deal.calculatedamount, deal.freightCost],
      [231.5, 5.9, 2.5, 19, 45.58, totals.grossCents / 100, 0],
    );
    assert.deepEqual(deal.invoice, body.invoice);
    assert.deepEqual(deal.delivery, body.delivery);
    assert.equal(deal.delivery.addressline1, "Lagerweg 5");
    assert.equal(deal.note, "Bitte an der Rampe abgeben");
    assert.ok(!Number.isNaN(Date.parse(deal.createdate)), deal.createdate);
  });

  test("deal: a company's prices, and no VAT for a VAT-free company (ust 3) wherever it orders", async () => {
    for (const [companyId, country, vatPercent] of [
      ["c-100", "AT", 20],
      ["c-200", "FR", 0],
    ]) {
      const { body, totals } = await orderOf(backend, [["1001", 60]], { companyId, customer: customer(country, "Archiv") });
      const created = assertContract("deal", await createDeal(backend, body), 200);
      const deal = await readDeal(backend, created.dealId);
      assert.equal(deal.vatPercent, vatPercent, companyId);
      assert.equal(deal.calculatedamount, totals.grossCents / 100, companyId);
      assert.equal(deal.lines[0].nettoPrice, body.products[0].nettoPrice, companyId);
      assert.ok(deal.lines[0].nettoPrice < 4.2, `${companyId}: the company's discount on the list's 4.20`);
    }
  });

  test("deal: configured boxes and mats are charged by their quote, as the cart priced them, not at the posted price", async () => {
    const sessionid = sessionId();
    for (const [configuration, query, amount] of [
      [lidBox, "category=1&box=11&l=320&w=240&h=80&m=2&x=notch,label", 20],
      [museumMat, "m=11&w=400&h=500&pw=240&ph=300", 3],
    ]) {
      const item = { ...configuredItem(configuration, query, amount, sessionid), preis: 0.01 };
      assertContract("objects/order-items/post", await call(backend, "POST", "objects/order-items/post", { body: item }), 204);
    }
    const { body } = await checkoutBody(backend, { sessionid, companyId: "c-100" });
    const created = assertContract("deal", await createDeal(backend, body), 200);
    const deal = await readDeal(backend, created.dealId);
    assert.deepEqual(
      deal.lines.map((l) => [l.amount, l.nettoPrice, l.price]),
      body.products.map((l) => [l.amount, l.nettoPrice, l.price]),
    );
    assert.ok(deal.lines.every((l) => l.nettoPrice > 0.01));
    assert.equal(deal.calculatedamount, body.totalPrice);
  });

  test("deal: a configured box from its type's request amount on is refused in a direct order (422 offer_only)", async () => {
    const sessionid = sessionId();
    // The lid box's type is priced on request from 500 pieces.
    const item = configuredItem(lidBox, "category=1&box=11&l=320&w=240&h=80&m=2&x=notch,label", 500, sessionid);
    assertContract("objects/order-items/post", await call(backend, "POST", "objects/order-items/post", { body: item }), 204);
    const { body } = await checkoutBody(backend, { sessionid });
    await assertDealRefused(backend, body, "offer_only");
  });

  test("deal: the same requestId twice, even at once, answers the deal made first", async () => {
    const { body } = await orderOf(backend, [["1001", 3]]);
    const [a, b] = await Promise.all([createDeal(backend, body), createDeal(backend, body)]);
    assertContract("deal", a, 200);
    assert.deepEqual(b.body, a.body);
    const again = await createDeal(backend, body);
    assert.deepEqual(again.body, a.body);
    const other = assertContract("deal", await createDeal(backend, { ...body, requestId: `${body.requestId}-2` }), 200);
    assert.notEqual(other.dealId, a.body.dealId);
  });

  test("deal: an offer request gets an AN number; a guest's needs no contact, a customer's needs its contact (422 contact_required)", async () => {
    const guest = await orderOf(backend, [["1001", 3]], { type: "quotation_guest" });
    const offer = assertContract("deal", await createDeal(backend, guest.body), 200);
    assert.match(offer.number, /^AN-\d{4}-\d+$/);
    const read = await readDeal(backend, offer.dealId);
    assert.equal(read.type, "quotation_guest");
    assert.equal(read.paymentMethod, null);

    const member = await orderOf(backend, [["1001", 3]], { type: "quotation" });
    await assertDealRefused(backend, member.body, "contact_required");
    const withContact = assertContract("deal", await createDeal(backend, { ...member.body, ansprechpartner_id: "7001" }), 200);
    assert.match(withContact.number, /^AN-/);
  });

  test("deal: an offer may hold what an order may not (bulky goods, delivery outside the direct-order countries)", async () => {
    const { body } = await orderOf(backend, [["1003", 2, { sperrgut_artikel: true }]], {
      type: "quotation_guest",
      customer: customer("CH"),
    });
    assert.equal(body.deliveryType, "freight-forwarder");
    assertContract("deal", await createDeal(backend, body), 200);
  });

  test("deal: a line not in the session's cart is refused (422 unknown_order_item)", async () => {
    const { body } = await orderOf(backend, [["1001", 3]]);
    const stranger = await orderOf(backend, [["1002", 3]]);
    await assertDealRefused(backend, { ...body, products: [...body.products, stranger.body.products[0]] }, "unknown_order_item");
  });

  test("deal: an order without a payment method is refused (422 payment_required)", async () => {
    const { body } = await orderOf(backend, [["1001", 3]]);
    await assertDealRefused(backend, { ...body, paymentMethod: null }, "payment_required");
  });

  test("deal: a direct order outside the direct-order countries is refused (422 offer_only)", async () => {
    const { body } = await orderOf(backend, [["1001", 3]], { customer: customer("CH") });
    await assertDealRefused(backend, body, "offer_only");
  });

  test("deal: a direct order of bulky goods is refused (422 offer_only), even when the line was added as not bulky", async () => {
    for (const posted of [true, false]) {
      const { body } = await orderOf(backend, [["1003", 2, { sperrgut_artikel: posted }]], { deliveryType: "freight-forwarder" });
      await assertDealRefused(backend, body, "offer_only");
    }
  });

  test("deal: a direct order of an amount priced on request is refused (422 offer_only)", async () => {
    // Article 1011 is priced on request from 500 pieces.
    const { body } = await orderOf(backend, [["1011", 500]]);
    await assertDealRefused(backend, body, "offer_only");
  });

  test("deal: a body whose total is not the shop's is refused (422 price_changed), the shop's total named", async () => {
    const { body, totals } = await orderOf(backend, [["1001", 5]]);
    const cheaper = {
      ...body,
      totalPrice: 1,
      products: body.products.map((line) => ({ ...line, nettoPrice: 0.01, price: 0.01 * line.amount })),
    };
    const refusal = await assertDealRefused(backend, cheaper, "price_changed");
    assert.equal(refusal.totalPrice, totals.grossCents / 100);
    // Lines priced down with the right total still get the shop's prices.
    const created = assertContract("deal", await createDeal(backend, { ...cheaper, totalPrice: body.totalPrice }), 200);
    assert.equal((await readDeal(backend, created.dealId)).lines[0].nettoPrice, 4.9);
  });

  test("deal: the deal keeps its lines as ordered; the session's cart keeps its lines (the shop forgets the session)", async () => {
    const { body, lines } = await orderOf(backend, [["1001", 5]]);
    const created = assertContract("deal", await createDeal(backend, body), 200);
    const sessionid = body.sessionid;
    const cartQuery = { sessionid, geoLocation: "de", language: "de" };
    const cart = await call(backend, "GET", "objects/order-items/get", { query: cartQuery });
    assert.deepEqual(
      cart.body.items.map((i) => String(i.id)),
      lines.map((l) => l.id),
    );
    const update = await call(backend, "POST", "objects/order-items/update", { body: { sessionid, id: lines[0].id, menge: 80 } });
    assertContract("objects/order-items/update", update, 204);
    const deal = await readDeal(backend, created.dealId);
    assert.deepEqual(
      deal.lines.map((l) => [l.amount, l.nettoPrice]),
      [[5, 4.9]],
    );
  });

  test("deal/get: an unknown deal is a 404; reading never makes one", async () => {
    for (const dealId of ["404404", "kein-deal"])
      assertContract("deal/get", await call(backend, "GET", "deal/get", { query: { dealId } }), 404);
    assertRefused(await call(backend, "GET", "deal/get", { query: {} }));
  });

  test("deal/payment-method: another method on an unpaid order; 409 already_paid once paid, 422 not_an_order, 404 unknown", async () => {
    const { body } = await orderOf(backend, [["1001", 3]], { paymentMethod: "paypal" });
    const created = assertContract("deal", await createDeal(backend, body), 200);
    const changed = await call(backend, "POST", "deal/payment-method", { body: { dealId: created.dealId, paymentMethod: "prepayment" } });
    assert.deepEqual(assertContract("deal/payment-method", changed, 200), { dealId: created.dealId, paymentMethod: "prepayment" });
    assert.equal((await readDeal(backend, created.dealId)).paymentMethod, "prepayment");

    const back = await call(backend, "POST", "deal/payment-method", { body: { dealId: created.dealId, paymentMethod: "paypal" } });
    assertContract("deal/payment-method", back, 200);
    await markPaid(backend, created.dealId, body.totalPrice);
    assert.equal((await readDeal(backend, created.dealId)).paymentStatus, "paid");
    const paid = await call(backend, "POST", "deal/payment-method", { body: { dealId: created.dealId, paymentMethod: "invoice" } });
    assert.equal(assertContract("deal/payment-method", paid, 409).code, "already_paid");
    assert.equal((await readDeal(backend, created.dealId)).paymentMethod, "paypal");

    const offer = await orderOf(backend, [["1001", 3]], { type: "quotation_guest" });
    const offerDeal = assertContract("deal", await createDeal(backend, offer.body), 200);
    const notAnOrder = await call(backend, "POST", "deal/payment-method", { body: { dealId: offerDeal.dealId, paymentMethod: "invoice" } });
    assert.equal(assertContract("deal/payment-method", notAnOrder, 422).code, "not_an_order");

    const unknown = await call(backend, "POST", "deal/payment-method", { body: { dealId: "404404", paymentMethod: "invoice" } });
    assertContract("deal/payment-method", unknown, 404);
  });

  test("update-deal-with-freight-cost: the forwarder's freight is recorded on the deal; 404 for an unknown deal", async () => {
    const { body } = await orderOf(backend, [["1001", 3]], { deliveryType: "freight-forwarder" });
    // A forwarder: 89 shipping and 15 packaging.
    assert.deepEqual([body.shippingFee, body.packagingCost], [89, 15]);
    const created = assertContract("deal", await createDeal(backend, body), 200);
    const freight = await call(backend, "POST", "update-deal-with-freight-cost", { body: { dealId: created.dealId, freightCost: 89 } });
    assertContract("update-deal-with-freight-cost", freight, 204);
    const deal = await readDeal(backend, created.dealId);
    assert.equal(deal.freightCost, 89);
    assert.equal(deal.calculatedamount, body.totalPrice);
    const unknown = await call(backend, "POST", "update-deal-with-freight-cost", { body: { dealId: "404404", freightCost: 89 } });
    assertContract("update-deal-with-freight-cost", unknown, 404);
  });

  test("deal endpoints: bad input gets a 4xx with the error body, never a 500", async () => {
    const { body } = await orderOf(backend, [["1001", 3]]);
    for (const bad of [
      { ...body, products: [] },
      { ...body, requestId: "short" },
      { ...body, totalPrice: -1 },
      { ...body, type: "gift" },
      { ...body, delivery: { ...body.delivery, address_country: "Deutschland" } },
    ])
      assertContract("deal", await createDeal(backend, bad), 400);
    assertRefused(await call(backend, "POST", "deal", { body: "{not json" }));
    assertContract(
      "update-deal-with-freight-cost",
      await call(backend, "POST", "update-deal-with-freight-cost", { body: { dealId: "1", freightCost: "viel" } }),
      400,
    );
    assertContract(
      "deal/payment-method",
      await call(backend, "POST", "deal/payment-method", { body: { dealId: "1", paymentMethod: "cash" } }),
      400,
    );
  });
});
