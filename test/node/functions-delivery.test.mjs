// The delivery function's side of the carriers and the CRM (issue 30; docs/decisions/hubspot-delivery.md):
// a carrier refusing its key (401), over its limit (429) or too slow leaves a parcel as the CRM knows
// it and the answer 200; the carriers' keys come from the function's secrets (hsmeta secretKeys), UPS's
// token is taken once; a carrier's answer is kept on the deal and not asked again for ten minutes, a
// delivered parcel never; DPD is never asked; the order number is read by id, no search.
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, beforeEach, test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { FUNCTIONS_DIR } from "../../scripts/hubspot-project.mjs";
import { startFunctionsBackend } from "../support/backends.mjs";

const { demoOrders } = await importTs("demo/mocks/fixtures-delivery.ts");
const { CARRIER_SECRETS } = await importTs("hubspot/functions/carriers/live-status.ts");
const { LIVE_STATUS_MAX_AGE_MS } = await importTs("hubspot/functions/shop/parcel-status.ts");

let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());

const fixed = (number) => demoOrders().find((o) => o.order.orderNumber === number);
const dealId = (number) => number.split("-").pop();
const deal = (number) => backend.hubspot.store.type("deals").records.get(dealId(number));

/** Forgets what the function heard from the carriers about an order, so it asks them again. */
const forget = (number) => backend.hubspot.store.update("deals", dealId(number), { shop_parcel_status: "" });

beforeEach(() => {
  backend.dhl.reset();
  backend.ups.reset();
  for (const { order } of demoOrders()) forget(order.orderNumber);
});

async function track(number, language = "de") {
  const { postcode } = fixed(number);
  const started = Date.now();
  const response = await fetch(`${backend.apiRoot}delivery?${new URLSearchParams({ orderNumber: number, postcode, language })}`);
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

/** The parcel as the CRM alone knows it: announced by the ERP, no scans. */
const asTheCrmKnows = (parcel) => ({ carrier: parcel.carrier, trackingNumber: parcel.trackingNumber, status: "announced", events: [] });

// First: UPS's token is taken by this file's first UPS look-up (the function keeps it while its process lives).
test("the secrets: DHL's key in DHL-API-Key with the order's postcode; UPS's token by Basic auth, taken once; the hsmeta names them", async () => {
  await track("AB-2026-90004", "fr");
  const [dhl] = backend.dhl.requests;
  assert.equal(dhl.headers["dhl-api-key"], backend.dhl.apiKey);
  assert.equal(dhl.query.get("recipientPostalCode"), fixed("AB-2026-90004").postcode);
  assert.equal(dhl.query.get("service"), "parcel-de");
  assert.equal(dhl.query.get("language"), "fr");
  await track("AB-2026-90003");
  forget("AB-2026-90003");
  await track("AB-2026-90003");
  const [token, ...tracked] = backend.ups.requests;
  const basic = `Basic ${Buffer.from(`${backend.ups.clientId}:${backend.ups.clientSecret}`).toString("base64")}`;
  assert.equal(token.path, "/security/v1/oauth/token");
  assert.equal(token.headers.authorization, basic);
  assert.deepEqual(
    tracked.map((r) => [r.path.startsWith("/api/track/v1/details/"), r.headers.authorization?.startsWith("Bearer "), !!r.headers.transid]),
    [
      [true, true, true],
      [true, true, true],
    ],
  );
  const meta = JSON.parse(fs.readFileSync(`${FUNCTIONS_DIR}/delivery-hsmeta.json`, "utf8"));
  assert.deepEqual(meta.config.secretKeys, CARRIER_SECRETS);
  assert.deepEqual(CARRIER_SECRETS, ["DHL_API_KEY", "UPS_CLIENT_ID", "UPS_CLIENT_SECRET"]);
});

test("a carrier refusing the key (401) leaves the parcel as the CRM knows it; the answer is 200 and nothing is kept", async () => {
  backend.dhl.failNext(401);
  const answer = await track("AB-2026-90004");
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.orders[0].parcels, fixed("AB-2026-90004").order.parcels.map(asTheCrmKnows));
  assert.equal(backend.dhl.requests.length, 1);
  assert.equal(deal("AB-2026-90004").properties.shop_parcel_status, undefined);
});

test("a carrier over its rate limit (429) leaves the parcel as the CRM knows it", async () => {
  backend.ups.failNext(429, 2);
  const answer = await track("AB-2026-90003");
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.orders[0].parcels, fixed("AB-2026-90003").order.parcels.map(asTheCrmKnows));
});

test("a carrier that does not answer in time: the answer comes within the function's time, the parcel as the CRM knows it", async () => {
  backend.dhl.delayMs = 6000;
  const answer = await track("AB-2026-90004");
  assert.equal(answer.status, 200);
  assert.ok(answer.ms < 4500, `${answer.ms} ms`);
  assert.deepEqual(answer.body.orders[0].parcels, fixed("AB-2026-90004").order.parcels.map(asTheCrmKnows));
});

test("the last answer heard is kept on the deal and shown while the carrier fails", async () => {
  const live = (await track("AB-2026-90003")).body.orders[0].parcels;
  assert.equal(live[0].status, "delivery_failed");
  // Ten minutes later the carrier is asked again, and fails.
  const kept = JSON.parse(deal("AB-2026-90003").properties.shop_parcel_status);
  for (const status of Object.values(kept)) status.checkedAt -= LIVE_STATUS_MAX_AGE_MS;
  backend.hubspot.store.update("deals", dealId("AB-2026-90003"), { shop_parcel_status: JSON.stringify(kept) });
  backend.ups.reset();
  backend.ups.failNext(500, 2);
  const answer = await track("AB-2026-90003");
  assert.equal(backend.ups.requests.filter((r) => r.path.startsWith("/api/track/")).length, 1);
  assert.deepEqual(answer.body.orders[0].parcels, live);
});

test("a parcel is asked of its carrier once in ten minutes, a delivered one never again", async () => {
  await track("AB-2026-90003");
  await track("AB-2026-90003", "en");
  assert.equal(backend.ups.requests.filter((r) => r.path.startsWith("/api/track/")).length, 1);
  await track("AB-2026-90001");
  assert.equal(backend.dhl.requests.length, 2);
  // Delivered: however old the answer kept, DHL is not asked again.
  const kept = JSON.parse(deal("AB-2026-90001").properties.shop_parcel_status);
  for (const status of Object.values(kept)) status.checkedAt = 0;
  backend.hubspot.store.update("deals", dealId("AB-2026-90001"), { shop_parcel_status: JSON.stringify(kept) });
  assert.deepEqual(
    (await track("AB-2026-90001")).body.orders[0].parcels.map((p) => p.status),
    ["delivered", "delivered"],
  );
  assert.equal(backend.dhl.requests.length, 2);
});

test("a token UPS no longer takes is dropped: that look-up shows the CRM's status, the next takes a new token", async () => {
  await track("AB-2026-90003");
  backend.ups.expireTokens();
  backend.ups.reset();
  forget("AB-2026-90003");
  assert.equal((await track("AB-2026-90003")).body.orders[0].parcels[0].status, "announced");
  forget("AB-2026-90003");
  assert.equal((await track("AB-2026-90003")).body.orders[0].parcels[0].status, "delivery_failed");
  assert.deepEqual(
    backend.ups.requests.map((r) => r.path),
    ["/api/track/v1/details/1ZA1B2C30000900037", "/security/v1/oauth/token", "/api/track/v1/details/1ZA1B2C30000900037"],
  );
});

test("without a carrier's secret that carrier is not asked: the parcel as the CRM knows it", async () => {
  const key = process.env.DHL_API_KEY;
  delete process.env.DHL_API_KEY;
  try {
    const answer = await track("AB-2026-90004");
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.orders[0].parcels, fixed("AB-2026-90004").order.parcels.map(asTheCrmKnows));
    assert.equal(backend.dhl.requests.length, 0);
  } finally {
    process.env.DHL_API_KEY = key;
  }
});

test("DPD is never asked: its parcel is as the ERP wrote it", async () => {
  const answer = await track("AB-2026-90002");
  assert.deepEqual(answer.body.orders[0].parcels, fixed("AB-2026-90002").order.parcels);
  assert.equal(backend.dhl.requests.length + backend.ups.requests.length, 0);
});

test("an order is read by the id in its number, no search; a tracking number and a contact's orders take one search each", async () => {
  const searches = () => backend.hubspot.requests.filter((r) => r.path.endsWith("/search")).length;
  const before = searches();
  await track("AB-2026-90005");
  assert.equal(searches(), before);
  const number = fixed("AB-2026-90001").order.parcels[0].trackingNumber;
  await fetch(`${backend.apiRoot}delivery?${new URLSearchParams({ trackingNumber: number, carrier: "dhl", language: "de" })}`);
  assert.equal(searches(), before + 1);
  await fetch(`${backend.apiRoot}delivery?${new URLSearchParams({ contactId: "7001", language: "de" })}`);
  assert.equal(searches(), before + 2);
});

test("parcels the ERP wrote that are not a list of parcels: 502 bad_data, not a half answer", async () => {
  const stored = deal("AB-2026-90001").properties.shop_parcels;
  backend.hubspot.store.update("deals", dealId("AB-2026-90001"), { shop_parcels: '[{"carrier":"DHL"}]' });
  try {
    const answer = await track("AB-2026-90001");
    assert.equal(answer.status, 502);
    assert.equal(answer.body.code, "bad_data");
  } finally {
    backend.hubspot.store.update("deals", dealId("AB-2026-90001"), { shop_parcels: stored });
  }
});

test("a query the contract refuses: 400 bad_query with the field, before HubSpot is asked", async () => {
  backend.hubspot.requests.length = 0;
  for (const [query, field] of [
    [{ orderNumber: "AB-2026-90001", postcode: "10115" }, "language"],
    [{ language: "de", trackingNumber: "00340434100009000114", carrier: "DHL" }, "carrier"],
    [{ language: "de", contactId: "" }, "contactId"],
  ]) {
    const response = await fetch(`${backend.apiRoot}delivery?${new URLSearchParams(query)}`);
    const body = await response.json();
    assert.equal(response.status, 400, JSON.stringify(query));
    assert.deepEqual([body.code, body.field], ["bad_query", field]);
  }
  assert.equal(backend.hubspot.requests.length, 0);
});
