// The deal functions where HubSpot is the question (docs/decisions/hubspot-crm-model.md#deals): the
// deal lands in the deal-pipeline setting's stage with its order items associated and its number as
// its name; two requests with one requestId meet HubSpot's unique value and make one deal; a deal whose
// making stopped half-way is finished by its requestId; a missing setting is 502, not a deal in no
// stage; a deal sales made by hand is not the shop's to show; what a deal costs of the app's budget.
import assert from "node:assert/strict";
import { after, before, beforeEach, test } from "node:test";
import { call, sessionId } from "../support/contract-run.mjs";
import { startFunctionsBackend } from "../support/backends.mjs";
import { checkoutBody, fillCart } from "../support/contract-deal.mjs";

let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());
beforeEach(() => backend.hubspot.resetLimits());

const store = () => backend.hubspot.store;
const ORDER_ITEM = "p_shop_order_item";

async function orderBody(lines = [["1001", 3]], options = {}) {
  const sessionid = sessionId();
  await fillCart(backend, sessionid, lines);
  return (await checkoutBody(backend, { sessionid, ...options })).body;
}

const itemIdsOf = (dealId) =>
  store()
    .associationsOf("deals", dealId, ORDER_ITEM)
    .map((a) => a.toId);

test("POST deal: the deal is in the deal-pipeline setting's stage, named by its number, its order items associated", async () => {
  const body = await orderBody([
    ["1001", 3],
    ["1002", 5],
  ]);
  const order = (await call(backend, "POST", "deal", { body })).body;
  const deal = store().find("deals", order.dealId);
  assert.deepEqual([deal.properties.pipeline, deal.properties.dealstage, deal.properties.dealname], ["default", "closedwon", order.number]);
  assert.equal(deal.properties.shop_request_id, body.requestId);
  assert.equal(deal.properties.amount, String(body.totalPrice));
  assert.deepEqual(
    itemIdsOf(order.dealId),
    body.products.map((p) => p.orderItemId),
  );

  const offer = (await call(backend, "POST", "deal", { body: await orderBody([["1001", 3]], { type: "quotation_guest" }) })).body;
  assert.equal(store().find("deals", offer.dealId).properties.dealstage, "appointmentscheduled");
});

test("POST deal: two requests with one requestId at once make one deal: the second meets the unique value (409) and reads the first", async () => {
  const body = await orderBody();
  backend.hubspot.requests.length = 0;
  const answers = await Promise.all([1, 2, 3].map(() => call(backend, "POST", "deal", { body })));
  assert.deepEqual(new Set(answers.map((a) => a.body.dealId)).size, 1);
  const creates = backend.hubspot.requests.filter((r) => r.method === "POST" && r.path === "/crm/v3/objects/deals");
  assert.ok(
    creates.some((r) => r.status === 409),
    `creates: ${creates.map((r) => r.status)}`,
  );
  const made = [...store().type("deals").records.values()].filter((d) => d.properties.shop_request_id === body.requestId);
  assert.equal(made.length, 1);
});

test("POST deal: a deal whose making stopped half-way (not yet named, no order items) is finished by its requestId", async () => {
  const body = await orderBody([
    ["1001", 3],
    ["1002", 5],
  ]);
  const first = (await call(backend, "POST", "deal", { body })).body;
  // As if the function had ended right after creating the deal.
  store().update("deals", first.dealId, { dealname: `AB ${body.requestId}` });
  for (const id of itemIdsOf(first.dealId)) store().dissociate("deals", first.dealId, ORDER_ITEM, id);
  assert.deepEqual(itemIdsOf(first.dealId), []);

  const again = (await call(backend, "POST", "deal", { body })).body;
  assert.deepEqual(again, first);
  assert.equal(store().find("deals", first.dealId).properties.dealname, first.number);
  assert.deepEqual(
    itemIdsOf(first.dealId),
    body.products.map((p) => p.orderItemId),
  );
});

test("POST deal: without the deal-pipeline setting it is 502 bad_data and makes no deal", async () => {
  const body = await orderBody();
  const setting = store().find("p_shop_setting", "deal-pipeline", { idProperty: "setting_key" });
  store().archive("p_shop_setting", setting.id);
  try {
    const answer = await call(backend, "POST", "deal", { body });
    assert.deepEqual([answer.status, answer.body.code], [502, "bad_data"]);
  } finally {
    store().create("p_shop_setting", {
      setting_key: "deal-pipeline",
      value: setting.properties.value,
      description: setting.properties.description ?? "",
    });
  }
  const made = [...store().type("deals").records.values()].filter((d) => d.properties.shop_request_id === body.requestId);
  assert.equal(made.length, 0);
  assert.equal((await call(backend, "POST", "deal", { body })).status, 200);
});

test("deal endpoints: a deal sales made by hand (no shop_request_id) is not the shop's: 404", async () => {
  const manual = store().create("deals", { dealname: "Telefonauftrag", amount: "100" });
  assert.equal((await call(backend, "GET", "deal/get", { query: { dealId: manual.id } })).status, 404);
  const payment = await call(backend, "POST", "deal/payment-method", { body: { dealId: manual.id, paymentMethod: "invoice" } });
  assert.equal(payment.status, 404);
  const freight = await call(backend, "POST", "update-deal-with-freight-cost", { body: { dealId: manual.id, freightCost: 1 } });
  assert.equal(freight.status, 404);
  assert.equal(store().find("deals", manual.id).properties.shop_freight_cost, undefined);
});

test("POST deal: an order costs about a dozen CRM requests, none of them a search; deal/get one", async () => {
  const body = await orderBody([
    ["1001", 3],
    ["1002", 5],
    ["1005", 2],
  ]);
  backend.hubspot.requests.length = 0;
  const order = (await call(backend, "POST", "deal", { body })).body;
  const made = backend.hubspot.requests.map((r) => `${r.method} ${r.path}`);
  assert.ok(made.length <= 12, made.join("\n"));
  assert.ok(!made.some((r) => r.endsWith("/search")), made.join("\n"));
  backend.hubspot.requests.length = 0;
  await call(backend, "GET", "deal/get", { query: { dealId: order.dealId } });
  assert.equal(backend.hubspot.requests.length, 1);
});
