// The delivery endpoint's contract on both backends (issue 30): orders found by number and postcode, by
// tracking number, or as a contact's recent orders, with the same expectations of the msw fake and of
// the functions on the local CRM, whose DHL and UPS parcels come from the carriers' stand-ins
// (demo/carriers/). Expected values come from the demo's shipments (demo/mocks/fixtures-delivery.ts) all
// of them are made from. The backends keep what was done for the whole file: the test that locks an
// order's look-up comes last.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends, sessionId } from "../support/contract-run.mjs";
import { checkoutBody, customer, fillCart } from "../support/contract-deal.mjs";

const { demoOrders, trackingNumbers } = await importTs("demo/mocks/fixtures-delivery.ts");
const { DELIVERY_LOOKUP_LIMIT } = await importTs("core/api/attempt-limits.ts");
const { contactPersonIdOf } = await importTs("demo/mocks/fixtures-accounts.ts");

const fixed = (number) => demoOrders().find((o) => o.order.orderNumber === number);

/** An order with its scans newest first (the contract lets them come in any order). */
const inOrder = (order) => ({
  ...order,
  parcels: order.parcels.map((p) => ({ ...p, events: [...p.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)) })),
});

onBothBackends((backend) => {
  const delivery = (query) => call(backend, "GET", "delivery", { query: { language: "de", ...query } });
  const found = async (query) => assertContract("delivery", await delivery(query), 200).orders.map(inOrder);

  test("an order by its number and delivery postcode: each demo order as the fixtures tell it, parcels with their scans", async () => {
    const languages = ["de", "en", "fr"];
    for (const [i, { order, postcode }] of demoOrders().entries()) {
      // The carriers' texts come as the carrier words them, whatever the page's language.
      const orders = await found({ orderNumber: order.orderNumber, postcode, language: languages[i % 3] });
      assert.deepEqual(orders, [inOrder(order)], order.orderNumber);
    }
  });

  test("the order number in any case, the postcode with spaces", async () => {
    const { order } = fixed("AB-2026-90001");
    assert.deepEqual(await found({ orderNumber: " ab-2026-90001 ", postcode: "10 115" }), [inOrder(order)]);
  });

  test("an unknown number, a number of no shape, or a wrong postcode: 404 not_found, the same answer for each", async () => {
    for (const query of [
      { orderNumber: "AB-2026-99999", postcode: "10115" },
      { orderNumber: "Bestellung 90001", postcode: "10115" },
      { orderNumber: "AB-2026-90001", postcode: "99999" },
      { orderNumber: "AN-2026-90001", postcode: "10115" },
    ]) {
      const answer = assertContract("delivery", await delivery(query), 404);
      assert.equal(answer.code, "not_found", JSON.stringify(query));
    }
  });

  test("a parcel by its tracking number (and carrier): its order with that parcel alone", async () => {
    const delivered = fixed("AB-2026-90001").order;
    const second = delivered.parcels[1];
    assert.deepEqual(await found({ trackingNumber: second.trackingNumber, carrier: "dhl" }), [
      inOrder({ ...delivered, parcels: [second] }),
    ]);
    const ups = fixed("AB-2026-90003").order;
    // As printed on the label: in groups, in lower case; the carrier left to the backend.
    const printed = ups.parcels[0].trackingNumber.toLowerCase().replace(/(.{4})/g, "$1 ");
    assert.deepEqual(await found({ trackingNumber: printed }), [inOrder(ups)]);
    const dpd = fixed("AB-2026-90002").order;
    assert.deepEqual(await found({ trackingNumber: dpd.parcels[0].trackingNumber, carrier: "dpd" }), [inOrder(dpd)]);
  });

  test("a tracking number of another carrier, or none of the shop's: 404 not_found", async () => {
    const dhl = fixed("AB-2026-90001").order.parcels[0].trackingNumber;
    for (const query of [
      { trackingNumber: dhl, carrier: "ups" },
      { trackingNumber: trackingNumbers.dhl("77777"), carrier: "dhl" },
      { trackingNumber: "ZX12345", carrier: "gls" },
    ]) {
      const answer = assertContract("delivery", await delivery(query), 404);
      assert.equal(answer.code, "not_found", JSON.stringify(query));
    }
  });

  test("a logged-in contact's orders, newest first; none for a contact without orders or unknown", async () => {
    const numbers = async (contactId) => (await found({ contactId })).map((o) => o.orderNumber);
    assert.deepEqual(await numbers("7001"), ["AB-2026-90006", "AB-2026-90002", "AB-2026-90005", "AB-2026-90001"]);
    assert.deepEqual(await found({ contactId: "7002" }), [inOrder(fixed("AB-2026-90003").order), inOrder(fixed("AB-2026-90004").order)]);
    assert.deepEqual(await numbers("7003"), []);
    assert.deepEqual(await numbers("7999"), []);
  });

  test("none of the three ways: 422 invalid_query", async () => {
    for (const query of [{}, { orderNumber: "AB-2026-90001" }, { postcode: "10115" }, { carrier: "dhl" }, { trackingNumber: " - " }]) {
      const answer = assertContract("delivery", await delivery(query), 422);
      assert.equal(answer.code, "invalid_query", JSON.stringify(query));
    }
  });

  test("a value the contract refuses: 4xx with the error body", async () => {
    for (const query of [
      { trackingNumber: "00340434100009000114", carrier: "DHL Paket" },
      { contactId: "", orderNumber: "" },
    ]) {
      assertRefused(await delivery(query));
    }
  });

  test("an order just placed: found by its number and postcode at once, nothing scanned yet, the contact's newest order", async () => {
    const sessionid = sessionId();
    await fillCart(backend, sessionid, [["1001", 10]]);
    const shopper = { ...customer("DE"), postcode: "50667" };
    const { body } = await checkoutBody(backend, { sessionid, customer: shopper, contactId: contactPersonIdOf("7001") });
    const made = assertContract("deal", await call(backend, "POST", "deal", { body }), 200);
    const today = new Date().toISOString().slice(0, 10);
    const [order] = await found({ orderNumber: made.number, postcode: "50667" });
    assert.equal(order.orderNumber, made.number);
    assert.equal(order.orderedAt, today);
    assert.equal(order.deliveryType, body.deliveryType);
    // Nothing has been scanned: parcels, if the backend names them at all, are only announced.
    assert.ok(
      order.parcels.every((p) => p.status === "announced"),
      JSON.stringify(order.parcels),
    );
    const mine = await found({ contactId: "7001" });
    assert.equal(mine[0].orderNumber, made.number);
  });

  test("five wrong postcodes lock an order's look-up: 429 too_many_requests with retryAfterSeconds, even with the right postcode", async () => {
    const { order, postcode } = fixed("AB-2026-90006");
    for (let i = 0; i < DELIVERY_LOOKUP_LIMIT.attempts; i++)
      assert.equal((await delivery({ orderNumber: order.orderNumber, postcode: `9999${i}` })).status, 404);
    const locked = assertContract("delivery", await delivery({ orderNumber: order.orderNumber, postcode }), 429);
    assert.equal(locked.code, "too_many_requests");
    assert.ok(locked.retryAfterSeconds > 0 && locked.retryAfterSeconds <= DELIVERY_LOOKUP_LIMIT.windowSeconds, JSON.stringify(locked));
    // Other orders are looked up as before.
    const other = fixed("AB-2026-90005");
    assert.deepEqual(await found({ orderNumber: other.order.orderNumber, postcode: other.postcode }), [inOrder(other.order)]);
  });
});
