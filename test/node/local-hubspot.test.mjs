// The local HubSpot stand-in (demo/local-hubspot/) keeps HubSpot's documented rules: paths, bodies,
// paging, limits, rate limits and error bodies, so the shop's functions that work against it work
// against api.hubapi.com. Each test starts its own instance on a free port and closes it.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import http from "node:http";
import { test } from "node:test";
import { createLocalHubSpot } from "../../demo/local-hubspot/server.mjs";

const TOKEN = "test-token";

/**
 * A running stand-in and a `call` that sends JSON with the token (or `auth: false`/another token).
 * @param {import("node:test").TestContext} t
 * @param {Partial<import("../../demo/local-hubspot/server.mjs").LocalHubSpotOptions>} [options]
 */
async function start(t, options = {}) {
  const hubspot = createLocalHubSpot({ token: TOKEN, ...options });
  const url = await hubspot.listen();
  t.after(() => hubspot.close());
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @param {{ token?: string | null, raw?: string }} [options]
   */
  const call = async (method, path, body, { token = TOKEN, raw } = {}) => {
    /** @type {Record<string, string>} */
    const headers = { "Content-Type": "application/json" };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  return { hubspot, url, call, store: hubspot.store };
}

/** @param {any} body @param {string} category */
function assertErrorBody(body, category) {
  assert.equal(body.status, "error");
  assert.equal(typeof body.message, "string");
  assert.match(body.correlationId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.equal(body.category, category);
}

const eq = (/** @type {string} */ propertyName, /** @type {string} */ value) => ({ propertyName, operator: "EQ", value });

test("a request without the token is 401 INVALID_AUTHENTICATION, and so is one with a wrong token", async (t) => {
  const { call } = await start(t);
  for (const token of [null, "wrong"]) {
    const answer = await call("GET", "/crm/v3/objects/contacts", undefined, { token });
    assert.equal(answer.status, 401);
    assertErrorBody(answer.body, "INVALID_AUTHENTICATION");
    assert.match(answer.body.message, /^Authentication credentials not found/);
    assert.equal(answer.headers.get("X-HubSpot-Correlation-Id"), answer.body.correlationId);
  }
});

test("an unknown id reads as 404 OBJECT_NOT_FOUND; an unknown object type as 400", async (t) => {
  const { call } = await start(t);
  const missing = await call("GET", "/crm/v3/objects/contacts/424242");
  assert.equal(missing.status, 404);
  assertErrorBody(missing.body, "OBJECT_NOT_FOUND");
  assert.equal((await call("PATCH", "/crm/v3/objects/deals/424242", { properties: { dealname: "x" } })).status, 404);
  const type = await call("GET", "/crm/v3/objects/widgets");
  assert.equal(type.status, 400);
  assert.equal(type.body.message, "Unable to infer object type from: widgets");
});

test("a created record answers 201 with Location; reads give strings, null for unset requested properties, unknown ones left out", async (t) => {
  const { call, url } = await start(t);
  const created = await call("POST", "/crm/v3/objects/deals", { properties: { dealname: "Order 17", amount: 129.5, pipeline: "default" } });
  assert.equal(created.status, 201);
  assert.match(created.body.id, /^\d+$/);
  assert.equal(created.headers.get("Location"), `${url}/crm/v3/objects/deals/${created.body.id}`);
  assert.equal(created.body.properties.amount, "129.5");
  assert.equal(created.body.archived, false);
  assert.ok(Date.parse(created.body.createdAt));

  const read = await call("GET", `/crm/v3/objects/0-3/${created.body.id}?properties=amount,closedate,nonsense`);
  assert.equal(read.status, 200);
  assert.deepEqual(Object.keys(read.body.properties), ["amount", "closedate", "createdate", "hs_lastmodifieddate", "hs_object_id"]);
  assert.equal(read.body.properties.closedate, null);
  assert.equal(read.body.properties.hs_object_id, created.body.id);

  const defaults = await call("GET", `/crm/v3/objects/deals/${created.body.id}`);
  assert.deepEqual(Object.keys(defaults.body.properties), [
    "amount",
    "closedate",
    "createdate",
    "dealname",
    "dealstage",
    "hs_lastmodifieddate",
    "hs_object_id",
    "pipeline",
  ]);

  const updated = await call("PATCH", `/crm/v3/objects/deals/${created.body.id}`, { properties: { dealstage: "closedwon", amount: "" } });
  assert.equal(updated.status, 200);
  assert.equal(updated.body.properties.dealstage, "closedwon");
  assert.equal(updated.body.properties.amount, undefined, "an empty string clears a value");
});

test("an unknown or calculated property is refused with 400 VALIDATION_ERROR listing each one", async (t) => {
  const { call, store } = await start(t);
  const answer = await call("POST", "/crm/v3/objects/contacts", {
    properties: { email: "a@example.com", shoe_size: "44", hs_object_id: "1" },
  });
  assert.equal(answer.status, 400);
  assertErrorBody(answer.body, "VALIDATION_ERROR");
  assert.match(answer.body.message, /^Property values were not valid: \[/);
  const listed = JSON.parse(answer.body.message.replace("Property values were not valid: ", ""));
  assert.deepEqual(
    listed.map((/** @type {any} */ e) => [e.name, e.error]),
    [
      ["shoe_size", "PROPERTY_DOESNT_EXIST"],
      ["hs_object_id", "READ_ONLY_VALUE"],
    ],
  );
  assert.deepEqual(answer.body.errors[0], {
    message: 'Property "shoe_size" does not exist',
    code: "PROPERTY_DOESNT_EXIST",
    context: { propertyName: ["shoe_size"] },
  });
  assert.equal(store.type("contacts").records.size, 0, "nothing was written");
});

test("a contact's email is unique whatever its case: a second create is 409 CONFLICT naming the existing id", async (t) => {
  const { call } = await start(t);
  const first = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "Anna@Example.com" } });
  const second = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "anna@example.com" } });
  assert.equal(second.status, 409);
  assertErrorBody(second.body, "CONFLICT");
  assert.equal(second.body.message, `Contact already exists. Existing ID: ${first.body.id}`);
  const other = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "ben@example.com" } });
  const clash = await call("PATCH", `/crm/v3/objects/contacts/${other.body.id}`, { properties: { email: "ANNA@example.com" } });
  assert.equal(clash.status, 409);
});

test("a record is read, updated and archived by a unique idProperty; a property that is not unique cannot be one", async (t) => {
  const { call } = await start(t);
  const { body } = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "zoe@example.org", firstname: "Zoe" } });
  const read = await call("GET", `/crm/v3/objects/contacts/${encodeURIComponent("ZOE@example.org")}?idProperty=email&properties=firstname`);
  assert.equal(read.status, 200);
  assert.equal(read.body.id, body.id);
  assert.equal(read.body.properties.firstname, "Zoe");
  const updated = await call("PATCH", `/crm/v3/objects/contacts/zoe@example.org?idProperty=email`, { properties: { lastname: "Ng" } });
  assert.equal(updated.body.properties.lastname, "Ng");
  const notUnique = await call("GET", "/crm/v3/objects/contacts/Zoe?idProperty=firstname");
  assert.equal(notUnique.status, 400);
  assertErrorBody(notUnique.body, "VALIDATION_ERROR");
});

test("DELETE archives with 204, also for an id HubSpot does not have; the record leaves reads, lists and search", async (t) => {
  const { call, store } = await start(t);
  const record = store.create("companies", { name: "Gone GmbH", domain: "gone.example" });
  assert.equal((await call("DELETE", `/crm/v3/objects/companies/${record.id}`)).status, 204);
  assert.equal((await call("DELETE", "/crm/v3/objects/companies/999999")).status, 204);
  assert.equal((await call("GET", `/crm/v3/objects/companies/${record.id}`)).status, 404);
  const archived = await call("GET", `/crm/v3/objects/companies/${record.id}?archived=true`);
  assert.equal(archived.body.archived, true);
  assert.ok(archived.body.archivedAt);
  assert.deepEqual((await call("GET", "/crm/v3/objects/companies")).body.results, []);
  assert.equal((await call("GET", "/crm/v3/objects/companies?archived=true")).body.results.length, 1);
  assert.equal((await call("POST", "/crm/v3/objects/companies/search", {})).body.total, 0);
});

test("lists page by after, 10 by default and at most 100, without paging on the last page", async (t) => {
  const { call, store } = await start(t);
  for (let i = 0; i < 250; i++) store.create("products", { name: `Box ${i}`, price: String(i) });
  assert.equal((await call("GET", "/crm/v3/objects/products")).body.results.length, 10);
  assert.equal((await call("GET", "/crm/v3/objects/products?limit=101")).status, 400);
  const names = [];
  let path = "/crm/v3/objects/products?limit=100&properties=name&properties=price";
  let pages = 0;
  for (;;) {
    const { body } = await call("GET", path);
    pages++;
    assert.ok(body.results.length <= 100);
    names.push(...body.results.map((/** @type {any} */ r) => r.properties.name));
    if (!body.paging) break;
    assert.ok(body.paging.next.link.includes(`after=${body.paging.next.after}`));
    path = `/crm/v3/objects/products?limit=100&properties=name,price&after=${body.paging.next.after}`;
  }
  assert.equal(pages, 3);
  assert.deepEqual(
    names,
    Array.from({ length: 250 }, (_, i) => `Box ${i}`),
  );
});

test("batch read refuses more than 100 inputs", async (t) => {
  const { call } = await start(t);
  for (const path of ["read", "create", "update", "archive"]) {
    const inputs = Array.from({ length: 101 }, (_, i) =>
      path === "create" ? { properties: { name: `P${i}` } } : { id: String(i + 1), properties: {} },
    );
    const answer = await call("POST", `/crm/v3/objects/products/batch/${path}`, { inputs, properties: ["name"] });
    assert.equal(answer.status, 400, path);
    assertErrorBody(answer.body, "VALIDATION_ERROR");
    assert.equal(
      answer.body.message,
      "The maximum number of inputs supported in a batch is 100. Please reduce the number of items and try again",
    );
  }
});

test("batch read answers 200 COMPLETE, or 207 with OBJECT_NOT_FOUND listing the ids it does not have", async (t) => {
  const { call, store } = await start(t);
  const a = store.create("contacts", { email: "a@example.com" });
  const b = store.create("contacts", { email: "b@example.com" });
  const all = await call("POST", "/crm/v3/objects/contacts/batch/read", { inputs: [{ id: a.id }, { id: b.id }], properties: ["email"] });
  assert.equal(all.status, 200);
  assert.equal(all.body.status, "COMPLETE");
  assert.deepEqual(
    all.body.results.map((/** @type {any} */ r) => r.properties.email),
    ["a@example.com", "b@example.com"],
  );
  assert.ok(all.body.startedAt && all.body.completedAt);
  const some = await call("POST", "/crm/v3/objects/contacts/batch/read", {
    inputs: [{ id: a.id }, { id: "77" }, { id: "78" }],
    properties: ["email"],
  });
  assert.equal(some.status, 207);
  assert.equal(some.body.numErrors, 1);
  assert.deepEqual(some.body.errors[0], {
    status: "error",
    category: "OBJECT_NOT_FOUND",
    message: "Could not get some CONTACT objects, they may be deleted or not exist. Check that ids are valid.",
    context: { ids: ["77", "78"] },
  });
  const byEmail = await call("POST", "/crm/v3/objects/contacts/batch/read", {
    idProperty: "email",
    inputs: [{ id: "b@example.com" }],
    properties: [],
  });
  assert.equal(byEmail.body.results[0].id, b.id);
});

test("batch create writes all inputs or none; batch update and archive change the records named", async (t) => {
  const { call, store } = await start(t);
  const refused = await call("POST", "/crm/v3/objects/contacts/batch/create", {
    inputs: [{ properties: { email: "x@example.com" } }, { properties: { email: "X@example.com" } }],
  });
  assert.equal(refused.status, 409);
  assert.equal(store.type("contacts").records.size, 0);
  const created = await call("POST", "/crm/v3/objects/contacts/batch/create", {
    inputs: [{ properties: { email: "x@example.com" } }, { properties: { email: "y@example.com" } }],
  });
  assert.equal(created.status, 201);
  assert.equal(created.body.status, "COMPLETE");
  const [x, y] = created.body.results.map((/** @type {any} */ r) => r.id);
  const updated = await call("POST", "/crm/v3/objects/contacts/batch/update", {
    inputs: [
      { id: x, properties: { firstname: "Xena" } },
      { id: "5", properties: { firstname: "Nobody" } },
    ],
  });
  assert.equal(updated.status, 207);
  assert.equal(updated.body.results[0].properties.firstname, "Xena");
  assert.deepEqual(updated.body.errors[0].context.ids, ["5"]);
  assert.equal((await call("POST", "/crm/v3/objects/contacts/batch/archive", { inputs: [{ id: x }, { id: y }] })).status, 204);
  assert.equal((await call("GET", "/crm/v3/objects/contacts")).body.results.length, 0);
});

test("filters in a group are AND'ed, groups OR'ed", async (t) => {
  const { call, store } = await start(t);
  const small = store.create("deals", { dealname: "small won", amount: "9", dealstage: "closedwon" });
  store.create("deals", { dealname: "big open", amount: "100", dealstage: "open" });
  const bigWon = store.create("deals", { dealname: "big won", amount: "100", dealstage: "closedwon" });
  const both = await call("POST", "/crm/v3/objects/deals/search", {
    filterGroups: [{ filters: [eq("dealstage", "closedwon"), { propertyName: "amount", operator: "GTE", value: "10" }] }],
  });
  assert.deepEqual(
    both.body.results.map((/** @type {any} */ r) => r.id),
    [bigWon.id],
  );
  const either = await call("POST", "/crm/v3/objects/deals/search", {
    filterGroups: [{ filters: [eq("dealname", "small won")] }, { filters: [eq("dealname", "big won")] }],
  });
  assert.equal(either.body.total, 2);
  assert.deepEqual(
    either.body.results.map((/** @type {any} */ r) => r.id),
    [small.id, bigWon.id],
  );
});

test("search operators: numbers compare as numbers, EQ ignores case, IN wants lower-case values, BETWEEN, HAS_PROPERTY and CONTAINS_TOKEN", async (t) => {
  const { call, store } = await start(t, { limits: { search: 1_000 } });
  const nine = store.create("line_items", { name: "Archival Box", quantity: "9", price: "2.50" });
  const ten = store.create("line_items", { name: "Tissue paper", quantity: "10" });
  const ids = async (/** @type {any[]} */ filters) =>
    (await call("POST", "/crm/v3/objects/line_items/search", { filterGroups: [{ filters }] })).body.results.map(
      (/** @type {any} */ r) => r.id,
    );
  assert.deepEqual(await ids([{ propertyName: "quantity", operator: "GT", value: "9" }]), [ten.id], "10 > 9 as numbers, not as text");
  assert.deepEqual(await ids([{ propertyName: "quantity", operator: "LT", value: 10 }]), [nine.id]);
  assert.deepEqual(await ids([{ propertyName: "quantity", operator: "BETWEEN", value: "9", highValue: "9.5" }]), [nine.id]);
  assert.deepEqual(await ids([eq("name", "archival box")]), [nine.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "NEQ", value: "ARCHIVAL BOX" }]), [ten.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "IN", values: ["archival box", "nothing"] }]), [nine.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "IN", values: ["Archival Box"] }]), [], "IN values must be lower case");
  assert.deepEqual(await ids([{ propertyName: "quantity", operator: "NOT_IN", values: ["9"] }]), [ten.id]);
  assert.deepEqual(await ids([{ propertyName: "price", operator: "HAS_PROPERTY" }]), [nine.id]);
  assert.deepEqual(await ids([{ propertyName: "price", operator: "NOT_HAS_PROPERTY" }]), [ten.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "CONTAINS_TOKEN", value: "paper" }]), [ten.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "CONTAINS_TOKEN", value: "arch*" }]), [nine.id]);
  assert.deepEqual(await ids([{ propertyName: "name", operator: "NOT_CONTAINS_TOKEN", value: "*box" }]), [ten.id]);
  const since = Date.parse(ten.properties.createdate) - 1;
  assert.deepEqual(
    await ids([{ propertyName: "createdate", operator: "GTE", value: String(since) }]).then((r) => r.length),
    2,
    "dates compare with epoch ms",
  );
  const unknown = await call("POST", "/crm/v3/objects/line_items/search", {
    filterGroups: [{ filters: [{ propertyName: "name", operator: "LIKE", value: "x" }] }],
  });
  assert.equal(unknown.status, 400);
});

test("search refuses more than 5 filter groups, 6 filters in a group or 18 filters in all", async (t) => {
  const { call } = await start(t);
  const group = (/** @type {number} */ n) => ({ filters: Array.from({ length: n }, () => eq("email", "a@example.com")) });
  const search = (/** @type {any[]} */ filterGroups) => call("POST", "/crm/v3/objects/contacts/search", { filterGroups });
  assert.equal((await search([group(6), group(6), group(6)])).status, 200, "18 filters in 3 groups of 6");
  for (const groups of [
    [group(1), group(1), group(1), group(1), group(1), group(1)],
    [group(7)],
    [group(6), group(6), group(6), group(1)],
  ]) {
    const answer = await search(groups);
    assert.equal(answer.status, 400);
    assertErrorBody(answer.body, "VALIDATION_ERROR");
  }
});

test("search pages hold at most 200 and stop at 10,000", async (t) => {
  const { call, store } = await start(t);
  const type = store.type("contacts");
  for (let i = 0; i < 10_300; i++) store.insert(type, { firstname: "Same" });
  const search = (/** @type {Record<string, unknown>} */ more) =>
    call("POST", "/crm/v3/objects/contacts/search", {
      filterGroups: [{ filters: [eq("firstname", "same")] }],
      properties: ["firstname"],
      ...more,
    });
  assert.equal((await search({ limit: 201 })).status, 400);
  const first = await search({ limit: 200 });
  assert.equal(first.body.total, 10_300);
  assert.equal(first.body.results.length, 200);
  assert.equal(first.body.paging.next.after, "200");
  const last = await search({ limit: 200, after: "9900" });
  assert.equal(last.body.results.length, 100, "no result past the 10,000th");
  assert.equal(last.body.paging.next.after, "10100");
  const beyond = await search({ limit: 10, after: 10_000 });
  assert.equal(beyond.status, 400);
  assertErrorBody(beyond.body, "VALIDATION_ERROR");
  const lastPage = await call("POST", "/crm/v3/objects/contacts/search", {
    limit: 100,
    after: 9950,
    filterGroups: [{ filters: [eq("firstname", "nobody")] }],
  });
  assert.deepEqual(lastPage.body, { total: 0, results: [] }, "no paging after the last page");
});

test("search sorts by one property in either direction, by id when no sort is given", async (t) => {
  const { call, store } = await start(t);
  const [a, b, c] = ["30", "4", "100"].map((amount, i) => store.create("deals", { dealname: `D${i}`, amount }));
  const order = async (/** @type {unknown[] | undefined} */ sorts) =>
    (await call("POST", "/crm/v3/objects/deals/search", sorts ? { sorts } : {})).body.results.map((/** @type {any} */ r) => r.id);
  assert.deepEqual(await order(undefined), [a.id, b.id, c.id]);
  assert.deepEqual(await order([{ propertyName: "amount", direction: "ASCENDING" }]), [b.id, a.id, c.id]);
  assert.deepEqual(await order([{ propertyName: "amount", direction: "DESCENDING" }]), [c.id, a.id, b.id]);
  assert.deepEqual(await order([{ propertyName: "hs_object_id", direction: "DESCENDING" }]), [c.id, b.id, a.id]);
  const two = await call("POST", "/crm/v3/objects/deals/search", { sorts: [{ propertyName: "amount" }, { propertyName: "dealname" }] });
  assert.equal(two.status, 400, "one sort rule");
});

test("search's query looks for every word at the start of a word of the type's searchable properties", async (t) => {
  const { call, store } = await start(t);
  const anna = store.create("contacts", { firstname: "Anna", lastname: "Schmidt", email: "anna@museum.example" });
  store.create("contacts", { firstname: "Anton", lastname: "Schmidt" });
  const found = await call("POST", "/crm/v3/objects/contacts/search", { query: "schmidt ann" });
  assert.deepEqual(
    found.body.results.map((/** @type {any} */ r) => r.id),
    [anna.id],
  );
});

test("search's query with a sort: every match sorted, then paged; the number (hs_sku) found too", async (t) => {
  const { call, store } = await start(t);
  for (const [name, sku] of [
    ["Mappe C", "M-3"],
    ["archiv mappe b", "M-2"],
    ["Mappe A", "M-1"],
    ["Karton", "K-1"],
  ])
    store.create("products", { name, hs_sku: sku, price: "1" });
  const page = async (/** @type {number} */ after) =>
    (
      await call("POST", "/crm/v3/objects/products/search", {
        query: "mappe",
        sorts: [{ propertyName: "name", direction: "ASCENDING" }],
        limit: 2,
        after,
      })
    ).body;
  const first = await page(0);
  assert.equal(first.total, 3);
  assert.deepEqual(
    first.results.map((/** @type {any} */ r) => r.properties.name),
    ["archiv mappe b", "Mappe A"],
    "case ignored",
  );
  assert.equal(first.paging.next.after, "2");
  const second = await page(2);
  assert.deepEqual(
    second.results.map((/** @type {any} */ r) => r.properties.name),
    ["Mappe C"],
  );
  assert.equal(second.paging, undefined);
  const bySku = await call("POST", "/crm/v3/objects/products/search", { query: "m-2" });
  assert.deepEqual(
    bySku.body.results.map((/** @type {any} */ r) => r.properties.name),
    ["archiv mappe b"],
  );
});

test("search answers 429 with Retry-After past its per-second limit (5 a second by default)", async (t) => {
  // A still clock: the six searches fall in one second however slow the machine is.
  const { call, hubspot } = await start(t, { clock: () => 1_700_000_000_000 });
  assert.equal(hubspot.limits.search, 5);
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await call("POST", "/crm/v3/objects/contacts/search", {}));
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200, 200, 200, 200, 429],
  );
  const limited = answers[5];
  assert.equal(limited.body.status, "error");
  assert.equal(limited.body.message, "You have reached your secondly limit.");
  assert.equal(limited.body.errorType, "RATE_LIMIT");
  assert.equal(limited.body.policyName, "SECONDLY");
  assert.match(limited.body.correlationId, /^[0-9a-f-]{36}$/);
  assert.equal(limited.headers.get("Retry-After"), "1");
  assert.equal((await call("GET", "/crm/v3/objects/contacts")).status, 200, "other endpoints are not held back");
  assert.equal(answers[0].headers.get("X-HubSpot-RateLimit-Max"), null, "search answers carry no rate-limit headers");
});

test("the general limit answers 429 TEN_SECONDLY_ROLLING, and every other answer carries the limit's headers", async (t) => {
  let now = 1_700_000_000_000;
  const { call } = await start(t, { limits: { burst: 3 }, clock: () => now });
  const first = await call("GET", "/crm/v3/objects/deals");
  assert.equal(first.headers.get("X-HubSpot-RateLimit-Max"), "3");
  assert.equal(first.headers.get("X-HubSpot-RateLimit-Remaining"), "2");
  assert.equal(first.headers.get("X-HubSpot-RateLimit-Interval-Milliseconds"), "10000");
  await call("GET", "/crm/v3/objects/deals");
  now += 4_000;
  await call("GET", "/crm/v3/objects/deals");
  const limited = await call("GET", "/crm/v3/objects/deals");
  assert.equal(limited.status, 429);
  assert.equal(limited.body.policyName, "TEN_SECONDLY_ROLLING");
  assert.equal(limited.body.errorType, "RATE_LIMIT");
  assert.equal(limited.headers.get("X-HubSpot-RateLimit-Remaining"), "0");
  assert.equal(limited.headers.get("Retry-After"), "6", "until the first request leaves the rolling window");
  now += 6_000;
  assert.equal((await call("GET", "/crm/v3/objects/deals")).status, 200);
});

test("a write reaches search only after searchIndexDelayMs, as HubSpot indexes with a delay", async (t) => {
  let now = 1_700_000_000_000;
  const { call } = await start(t, { searchIndexDelayMs: 2_000, clock: () => now });
  const created = await call("POST", "/crm/v3/objects/companies", { properties: { name: "Late AG" } });
  const search = async () =>
    (await call("POST", "/crm/v3/objects/companies/search", { filterGroups: [{ filters: [eq("name", "late ag")] }] })).body.total;
  assert.equal(await search(), 0);
  assert.equal((await call("GET", `/crm/v3/objects/companies/${created.body.id}`)).status, 200, "reads see it at once");
  now += 2_000;
  assert.equal(await search(), 1);
  await call("PATCH", `/crm/v3/objects/companies/${created.body.id}`, { properties: { name: "Renamed AG" } });
  assert.equal(await search(), 1, "search still sees the old name");
  now += 2_000;
  assert.equal(await search(), 0);
});

test("associations read from both sides", async (t) => {
  const { call, store } = await start(t);
  const contact = store.create("contacts", { email: "c@example.com" });
  const company = store.create("companies", { name: "Both Ways" });
  const put = await call("PUT", `/crm/v4/objects/contact/${contact.id}/associations/default/company/${company.id}`);
  assert.equal(put.status, 200);
  assert.equal(put.body.status, "COMPLETE");
  assert.deepEqual(
    put.body.results.map((/** @type {any} */ r) => [r.from.id, r.to.id, r.associationSpec.associationTypeId]),
    [
      [contact.id, company.id, 279],
      [company.id, contact.id, 280],
    ],
  );
  const fromCompany = await call("GET", `/crm/v4/objects/companies/${company.id}/associations/contacts`);
  assert.deepEqual(fromCompany.body, {
    results: [{ toObjectId: Number(contact.id), associationTypes: [{ category: "HUBSPOT_DEFINED", typeId: 280, label: null }] }],
  });
  const fromContact = await call("GET", `/crm/v4/objects/0-1/${contact.id}/associations/0-2`);
  assert.equal(fromContact.body.results[0].toObjectId, Number(company.id));
  const v3 = await call("GET", `/crm/v3/objects/companies/${company.id}?associations=contacts`);
  assert.deepEqual(v3.body.associations, { contacts: { results: [{ id: contact.id, type: "company_to_contact" }] } });
  assert.equal((await call("DELETE", `/crm/v4/objects/companies/${company.id}/associations/contacts/${contact.id}`)).status, 204);
  assert.deepEqual((await call("GET", `/crm/v4/objects/contacts/${contact.id}/associations/companies`)).body, { results: [] });
});

test("associations page by 500 and a batch read takes at most 1,000 inputs, answering NO_ASSOCIATIONS_FOUND in a 207", async (t) => {
  const { call, store } = await start(t);
  const deal = store.create("deals", { dealname: "Many lines" });
  const lonely = store.create("deals", { dealname: "No lines" });
  for (let i = 0; i < 501; i++) store.associate("line_items", store.create("line_items", { name: `L${i}` }).id, "deals", deal.id);
  const page = await call("GET", `/crm/v4/objects/deals/${deal.id}/associations/line_items?limit=500`);
  assert.equal(page.body.results.length, 500);
  const rest = await call("GET", `/crm/v4/objects/deals/${deal.id}/associations/line_items?after=${page.body.paging.next.after}`);
  assert.equal(rest.body.results.length, 1);
  assert.equal(rest.body.paging, undefined);
  assert.equal((await call("GET", `/crm/v4/objects/deals/${deal.id}/associations/line_items?limit=501`)).status, 400);
  const batch = await call("POST", "/crm/v4/associations/deals/line_items/batch/read", { inputs: [{ id: deal.id }, { id: lonely.id }] });
  assert.equal(batch.status, 207);
  assert.equal(batch.body.results[0].to.length, 500);
  assert.ok(batch.body.results[0].paging.next.after);
  assert.equal(batch.body.errors[0].subCategory, "crm.associations.NO_ASSOCIATIONS_FOUND");
  assert.equal(batch.body.errors[0].message, `No line_item is associated with deal ${lonely.id}.`);
  const tooMany = await call("POST", "/crm/v4/associations/deals/line_items/batch/read", {
    inputs: Array.from({ length: 1001 }, (_, i) => ({ id: String(i) })),
  });
  assert.equal(tooMany.status, 400);
  assertErrorBody(tooMany.body, "VALIDATION_ERROR");
});

test("a record is created with associations by HUBSPOT_DEFINED type id; a wrong type or a missing record is 400", async (t) => {
  const { call, store } = await start(t);
  const company = store.create("companies", { name: "Parent" });
  const created = await call("POST", "/crm/v3/objects/contacts", {
    properties: { email: "linked@example.com" },
    associations: [{ to: { id: company.id }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 279 }] }],
  });
  assert.equal(created.status, 201);
  assert.deepEqual(
    store.associationsOf("companies", company.id, "contacts").map((a) => a.toId),
    [created.body.id],
  );
  const wrong = await call("POST", "/crm/v3/objects/deals", {
    properties: { dealname: "x" },
    associations: [{ to: { id: company.id }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 279 }] }],
  });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.message, "invalid from object type 0-3 for associations to be created. expected: 0-1");
  const missing = await call("POST", "/crm/v3/objects/contacts", {
    properties: { email: "other@example.com" },
    associations: [{ to: { id: "999999" }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 279 }] }],
  });
  assert.equal(missing.status, 400);
  assert.equal(store.type("contacts").records.size, 1, "the refused create wrote nothing");
});

test("schemas API creates a custom object addressable by p_name and 2-id; a second create is 409", async (t) => {
  const { call } = await start(t, { portalId: 777 });
  const schema = {
    name: "mat_order",
    labels: { singular: "Mat order", plural: "Mat orders" },
    primaryDisplayProperty: "order_number",
    requiredProperties: ["order_number"],
    searchableProperties: ["order_number", "customer_note"],
    secondaryDisplayProperties: ["width_mm"],
    properties: [
      { name: "order_number", label: "Order number", type: "string", fieldType: "text", hasUniqueValue: true },
      { name: "width_mm", label: "Width (mm)", type: "number", fieldType: "number" },
      { name: "customer_note", label: "Note", type: "string", fieldType: "textarea" },
    ],
    associatedObjects: ["CONTACT", "0-3"],
  };
  const created = await call("POST", "/crm-object-schemas/v3/schemas", schema);
  assert.equal(created.status, 201);
  const { objectTypeId, fullyQualifiedName } = created.body;
  assert.match(objectTypeId, /^2-\d+$/);
  assert.equal(fullyQualifiedName, "p777_mat_order");
  assert.equal(created.body.associations.length, 2);
  assert.equal((await call("GET", `/crm-object-schemas/v3/schemas/${objectTypeId}`)).body.name, "mat_order");
  assert.equal((await call("GET", "/crm-object-schemas/v3/schemas")).body.results.length, 1);

  const again = await call("POST", "/crm-object-schemas/v3/schemas", schema);
  assert.equal(again.status, 409);
  assertErrorBody(again.body, "OBJECT_ALREADY_EXISTS");

  const record = await call("POST", "/crm/v3/objects/p_mat_order", { properties: { order_number: "M-1", width_mm: 300 } });
  assert.equal(record.status, 201);
  for (const type of ["p_mat_order", fullyQualifiedName, objectTypeId]) {
    const read = await call("GET", `/crm/v3/objects/${type}/M-1?idProperty=order_number&properties=width_mm`);
    assert.equal(read.status, 200, type);
    assert.equal(read.body.properties.width_mm, "300");
    assert.ok("hs_createdate" in read.body.properties);
  }
  assert.equal((await call("GET", "/crm/v3/objects/mat_order")).status, 400, "the bare name is not an object type");
  assert.equal((await call("POST", "/crm/v3/objects/p_mat_order", { properties: { order_number: "M-1" } })).status, 409);
  const found = await call("POST", `/crm/v3/objects/${objectTypeId}/search`, { query: "m-1" });
  assert.equal(found.body.total, 1);
});

test("the properties API lists, reads, creates and updates properties; a second create is 409", async (t) => {
  const { call } = await start(t);
  const list = await call("GET", "/crm/v3/properties/contacts");
  assert.ok(list.body.results.some((/** @type {any} */ p) => p.name === "email"));
  const email = await call("GET", "/crm/v3/properties/contacts/email");
  assert.equal(email.body.type, "string");
  assert.equal((await call("GET", "/crm/v3/properties/contacts/shoe_size")).status, 404);
  const definition = {
    name: "customer_number",
    label: "Customer number",
    type: "string",
    fieldType: "text",
    groupName: "contactinformation",
    hasUniqueValue: true,
  };
  const created = await call("POST", "/crm/v3/properties/contacts", definition);
  assert.equal(created.status, 201);
  assert.equal(created.body.hasUniqueValue, true);
  const again = await call("POST", "/crm/v3/properties/contacts", definition);
  assert.equal(again.status, 409);
  assertErrorBody(again.body, "OBJECT_ALREADY_EXISTS");
  const missing = await call("POST", "/crm/v3/properties/contacts", { name: "x_y", label: "X" });
  assert.equal(missing.status, 400);
  assert.match(missing.body.message, /Some required fields were not set: \[type, fieldType, groupName\]/);
  const patched = await call("PATCH", "/crm/v3/properties/contacts/customer_number", { label: "Customer no." });
  assert.equal(patched.body.label, "Customer no.");
  await call("POST", "/crm/v3/objects/contacts", { properties: { customer_number: "K-7" } });
  assert.equal((await call("POST", "/crm/v3/objects/contacts", { properties: { customer_number: "K-7" } })).status, 409);
  assert.equal((await call("GET", "/crm/v3/objects/contacts/K-7?idProperty=customer_number")).status, 200);
});

/** @type {import("../../demo/local-hubspot/site-search.mjs").SiteDocument[]} */
const pages = [
  {
    id: 11,
    type: "SITE_PAGE",
    url: "https://shop.example/de/archivkarton",
    language: "de",
    title: "Archivkarton säurefrei",
    description: "Der Karton für Akten",
    body: "Stülpdeckel",
  },
  {
    id: 12,
    type: "SITE_PAGE",
    url: "https://shop.example/en/archival-box",
    language: "en",
    title: "Archival box",
    description: "Acid-free",
    body: "Karton",
  },
  {
    id: 13,
    type: "BLOG_POST",
    url: "https://shop.example/de/blog/karton",
    language: "de",
    title: "Wie lagert man Fotos?",
    description: "Im Karton",
    body: "",
  },
  {
    id: 14,
    type: "LANDING_PAGE",
    url: "https://shop.example/de/aktion",
    language: "de",
    title: "Karton-Aktion",
    description: "",
    body: "",
  },
  {
    id: 15,
    type: "KNOWLEDGE_ARTICLE",
    url: "https://help.example/de/karton",
    language: "de",
    title: "Karton falten",
    description: "",
    body: "",
    category: "Hilfe",
  },
];

test("site search filters by language and type and pages by offset", async (t) => {
  const { call, hubspot } = await start(t);
  hubspot.siteSearch.index(pages);
  const search = async (/** @type {string} */ query) => (await call("GET", `/cms/v3/site-search/search?${query}`)).body;
  const byDefault = await search("q=karton&language=de");
  assert.deepEqual(
    byDefault.results.map((/** @type {any} */ r) => r.id),
    [11, 13],
    "landing pages and knowledge articles only when asked for; language exact",
  );
  assert.equal(byDefault.total, 2);
  assert.equal(byDefault.searchTerm, "karton");
  const typed = await search("q=karton&type=LANDING_PAGE&type=KNOWLEDGE_ARTICLE");
  assert.deepEqual(
    typed.results.map((/** @type {any} */ r) => r.id),
    [14, 15],
  );
  assert.equal(typed.results[1].category, "Hilfe");
  const first = await search("q=karton&limit=1&type=SITE_PAGE&type=BLOG_POST");
  assert.deepEqual([first.total, first.offset, first.limit, first.results.length], [3, 0, 1, 1]);
  const second = await search("q=karton&limit=1&offset=1&type=SITE_PAGE&type=BLOG_POST");
  assert.notEqual(second.results[0].id, first.results[0].id);
  assert.deepEqual(
    (await search("q=karton&domain=help.example&type=KNOWLEDGE_ARTICLE")).results.map((/** @type {any} */ r) => r.id),
    [15],
  );
  assert.deepEqual(
    (await search("q=karton&pathPrefix=/de/blog")).results.map((/** @type {any} */ r) => r.id),
    [13],
  );
  assert.deepEqual(
    (await search("q=karton&pathPrefix=/de/blog&matchPrefix=false")).results.map((/** @type {any} */ r) => r.id),
    [11, 12],
  );
  assert.equal((await call("GET", "/cms/v3/site-search/search?q=karton&limit=101")).status, 400);
  assert.equal((await call("GET", "/cms/v3/site-search/search?q=karton&type=PRODUCT")).status, 400);
});

test("site search finds every word of q, ignoring case and accents, title hits first, matches highlighted", async (t) => {
  const { call, hubspot } = await start(t);
  hubspot.siteSearch.index(pages);
  const { body } = await call("GET", "/cms/v3/site-search/search?q=KARTON%20saurefrei");
  assert.deepEqual(
    body.results.map((/** @type {any} */ r) => r.id),
    [11],
  );
  const ranked = await call("GET", "/cms/v3/site-search/search?q=karton");
  assert.deepEqual(
    ranked.body.results.map((/** @type {any} */ r) => r.id),
    [11, 13, 12],
    "title, then description, then body",
  );
  const hit = ranked.body.results[0];
  assert.equal(hit.description, 'Der <span class="hs-search-highlight hs-highlight-html">Karton</span> für Akten');
  assert.deepEqual(Object.keys(hit).sort(), ["description", "domain", "id", "language", "score", "title", "type", "url"]);
  assert.equal(hit.domain, "shop.example");
  assert.ok(hit.score > ranked.body.results[2].score);
  assert.equal((await call("GET", "/cms/v3/site-search/search?q=stulpdeckel")).body.total, 1);
});

test("failNext answers the given status with HubSpot's body, then the stand-in answers normally", async (t) => {
  const { call, hubspot } = await start(t);
  hubspot.failNext(2, 502);
  const first = await call("GET", "/crm/v3/objects/contacts");
  const second = await call("POST", "/crm/v3/objects/contacts/search", {});
  assert.deepEqual([first.status, second.status], [502, 502]);
  assert.equal(first.body.status, "error");
  assert.equal(first.body.message, "Bad Gateway");
  assert.ok(first.body.correlationId);
  assert.equal((await call("GET", "/crm/v3/objects/contacts")).status, 200);
  hubspot.failNext(1, 500);
  assert.equal((await call("GET", "/crm/v3/objects/contacts")).body.message, "internal error");
  hubspot.failNext(1, 429);
  const limited = await call("GET", "/crm/v3/objects/contacts");
  assert.equal(limited.body.errorType, "RATE_LIMIT");
  assert.equal(limited.headers.get("Retry-After"), "1");
});

test("a malformed JSON body is 400 VALIDATION_ERROR with HubSpot's 'Invalid input JSON' message", async (t) => {
  const { call } = await start(t);
  const answer = await call("POST", "/crm/v3/objects/contacts", undefined, { raw: '{"properties": {\n  "email": }' });
  assert.equal(answer.status, 400);
  assertErrorBody(answer.body, "VALIDATION_ERROR");
  assert.match(answer.body.message, /^Invalid input JSON on line 2, column \d+: /);
});

test("anything else is 404 with HubSpot's error body", async (t) => {
  const { call } = await start(t);
  for (const [method, path] of [
    ["GET", "/crm/v3/owners"],
    ["POST", "/crm/v3/objects/contacts/1001"],
    ["GET", "/"],
  ]) {
    const answer = await call(method, path, method === "POST" ? {} : undefined);
    assert.equal(answer.status, 404, `${method} ${path}`);
    assertErrorBody(answer.body, "OBJECT_NOT_FOUND");
  }
});

test("the request log lets a test count calls: 250 ids are read in batches of at most 100", async (t) => {
  const { call, hubspot, store } = await start(t);
  const ids = Array.from({ length: 250 }, (_, i) => store.create("products", { name: `P${i}` }).id);
  for (let i = 0; i < ids.length; i += 100) {
    await call("POST", "/crm/v3/objects/products/batch/read", {
      inputs: ids.slice(i, i + 100).map((id) => ({ id })),
      properties: ["name"],
    });
  }
  const reads = hubspot.requests.filter((r) => r.path === "/crm/v3/objects/products/batch/read");
  assert.equal(reads.length, 3);
  assert.ok(reads.every((r) => r.status === 200 && /** @type {any} */ (r.body).inputs.length <= 100));
  hubspot.reset();
  assert.equal(hubspot.requests.length, 0);
  assert.equal(store.type("products").records.size, 0);
});

test("seeding 5,000 records takes well under a second and a search over them a few milliseconds", async (t) => {
  const { call, store } = await start(t, { limits: { search: 1_000 } });
  const seeded = performance.now();
  for (let i = 0; i < 5_000; i++)
    store.create("contacts", { email: `c${i}@example.com`, firstname: i % 2 ? "Odd" : "Even", company: `Firm ${i % 50}` });
  const seedTime = performance.now() - seeded;
  assert.ok(seedTime < 1_000, `seeding took ${Math.round(seedTime)} ms`);
  const body = {
    filterGroups: [{ filters: [eq("firstname", "odd"), { propertyName: "company", operator: "CONTAINS_TOKEN", value: "7" }] }],
    sorts: [{ propertyName: "email", direction: "DESCENDING" }],
    limit: 200,
  };
  const times = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const answer = await call("POST", "/crm/v3/objects/contacts/search", body);
    times.push(performance.now() - started);
    assert.equal(answer.body.total, 100);
  }
  // The best of a few, through HTTP, on a machine shared with other work.
  assert.ok(Math.min(...times) < 100, `search took ${times.map(Math.round).join(", ")} ms`);
  t.diagnostic(`seeding: ${Math.round(seedTime)} ms; searches: ${times.map((ms) => ms.toFixed(1)).join(", ")} ms`);
});

test("another node:http server can mount the handler", async (t) => {
  const hubspot = createLocalHubSpot({ token: TOKEN });
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/hubspot/")) {
      req.url = req.url.slice("/hubspot".length);
      void hubspot.handle(req, res);
    } else res.writeHead(204).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  t.after(() => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const answer = await fetch(`http://127.0.0.1:${port}/hubspot/crm/v3/objects/contacts`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { results: [] });
});

test("node demo/local-hubspot/server.mjs --port --token starts it alone", async (t) => {
  const child = spawn(process.execPath, ["demo/local-hubspot/server.mjs", "--port", "0", "--token", "cli-token"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  t.after(() => child.kill());
  const line = await new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
  });
  const url = /http:\/\/127\.0\.0\.1:\d+/.exec(String(line))?.[0];
  assert.ok(url, String(line));
  assert.equal((await fetch(`${url}/crm/v3/objects/contacts`, { headers: { Authorization: "Bearer cli-token" } })).status, 200);
  assert.equal((await fetch(`${url}/crm/v3/objects/contacts`, { headers: { Authorization: "Bearer other" } })).status, 401);
});
