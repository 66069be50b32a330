// The HubSpot functions' answers where HubSpot itself is the question (issue 30, parts 4 and 6): its
// limits kept (batches of 100, the search rate limit's 429 waited out), its failures answered as the
// elements know them (502/503), an oversized body refused, the browser's price never trusted.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { startFunctionsBackend } from "../support/backends.mjs";

const catalogue = await importTs("test/support/contract-catalogue.ts");
let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());

async function post(path, body) {
  const response = await fetch(`${backend.apiRoot}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? undefined : await response.json() };
}

async function get(path, query) {
  const response = await fetch(`${backend.apiRoot}${path}?${new URLSearchParams(query)}`);
  return { status: response.status, body: await response.json() };
}

const session = () => `limits-${Math.random().toString(36).slice(2)}`;

test("a body over 64 KB is refused with 413 and the error body, before HubSpot is asked", async () => {
  backend.hubspot.requests.length = 0;
  const body = { ...catalogue.orderItem("1001", session(), 1), description: "x".repeat(70_000) };
  const answer = await post("objects/order-items/post", body);
  assert.equal(answer.status, 413);
  assert.equal(answer.body.code, "too_large");
  assert.equal(backend.hubspot.requests.length, 0);
});

test("the line is priced from the CRM's price list, not from the posted preis", async () => {
  const sessionid = session();
  assert.equal((await post("objects/order-items/post", { ...catalogue.orderItem("1001", sessionid, 10), preis: 0.01 })).status, 204);
  const [line] = [...backend.hubspot.store.type("p_shop_order_item").records.values()].filter((r) => r.properties.sessionid === sessionid);
  const list = catalogue.priceList("1001", null, "de").scaled_price;
  const entry = list.filter((s) => s.quantity <= 10).sort((a, b) => b.quantity - a.quantity)[0];
  assert.equal(Number(line.properties.preis), entry.price);
});

test("a cart of 120 lines is read in batches of at most 100 ids", async () => {
  // Made in the store: added through the functions, 120 lines in a moment would pass HubSpot's 190 requests in 10 s.
  const sessionid = session();
  const { store } = backend.hubspot;
  const cart = store.create("p_shop_cart", { sessionid });
  for (const id of catalogue.articleIds(120)) {
    const { preis, menge, sperrgut_artikel, companyId, ...line } = catalogue.orderItem(id, sessionid, 1);
    const item = store.create("p_shop_order_item", {
      ...line,
      menge: String(menge),
      preis: String(preis),
      sperrgut_artikel: String(sperrgut_artikel),
    });
    store.associate("p_shop_cart", cart.id, "p_shop_order_item", item.id);
  }
  backend.hubspot.requests.length = 0;
  const answer = await get("objects/order-items/get", { sessionid, geoLocation: "de", language: "de" });
  assert.equal(answer.status, 200);
  assert.equal(answer.body.items.length, 120);
  const batches = backend.hubspot.requests.filter((r) => r.path.endsWith("/batch/read"));
  assert.ok(batches.length >= 2, "more than one batch");
  for (const batch of batches) assert.ok(batch.body.inputs.length <= 100, `${batch.path}: ${batch.body.inputs.length} inputs`);
  assert.ok(batches.every((b) => b.status === 200 || b.status === 207));
});

test("HubSpot failing (5xx twice) is a 502 crm_error; HubSpot rate-limiting past the retries a 503 unavailable", async () => {
  backend.hubspot.failNext(2, 503);
  const failing = await get("objects/company/get", { companyId: "c-100" });
  assert.equal(failing.status, 502);
  assert.equal(failing.body.code, "crm_error");
  backend.hubspot.failNext(4, 429);
  const busy = await get("objects/company/get", { companyId: "c-100" });
  assert.equal(busy.status, 503);
  assert.equal(busy.body.code, "unavailable");
});

test("one 5xx of a read is tried again, one 429 is waited out: the shopper sees the answer", async () => {
  backend.hubspot.failNext(1, 502);
  assert.equal((await get("objects/company/get", { companyId: "c-100" })).status, 200);
  backend.hubspot.failNext(1, 429);
  const started = Date.now();
  assert.equal((await get("objects/company/get", { companyId: "c-200" })).status, 200);
  assert.ok(Date.now() - started >= 900, "waited for Retry-After (1 s)");
});

test("a write is never sent twice after HubSpot's 5xx; a read is tried once more", async () => {
  const { Crm, CrmError } = await importTs("hubspot/functions/crm/client.ts");
  const sent = [];
  const fetch = async (_url, init) => {
    sent.push(init.method);
    return new Response(JSON.stringify({ status: "error", message: "boom" }), { status: 502 });
  };
  const crm = new Crm({ token: "t", baseUrl: "http://crm.invalid", deadline: Date.now() + 5000, fetch, sleep: async () => {} });
  await assert.rejects(crm.request({ method: "POST", path: "/crm/v3/objects/p_shop_order_item", body: {} }), CrmError);
  assert.deepEqual(sent, ["POST"]);
  sent.length = 0;
  await assert.rejects(crm.request({ path: "/crm/v3/objects/companies/1" }), CrmError);
  assert.deepEqual(sent, ["GET", "GET"]);
});
