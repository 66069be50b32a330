// The functions of the order's costs and the configurators where HubSpot is the question: the shop's
// settings and the company's discount are read from the CRM (an owner's change shows; a setting that
// fails its schema is 502 bad_data, never a wrong answer), a configured line keeps the quote's price and
// its configuration on the order item, the CDN may keep what is nobody's own, and a query the contract's
// schema refuses is a 400 (the msw fake is lenient there: contract-configurator.test.mjs).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { startFunctionsBackend } from "../support/backends.mjs";

const { configuredItem, lidBox } = await importTs("test/support/configured-items.ts");
let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());

async function request(method, path, { query = {}, body } = {}) {
  const response = await fetch(`${backend.apiRoot}${path}?${new URLSearchParams(query)}`, {
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, cache: response.headers.get("cache-control") };
}

const get = (path, query) => request("GET", path, { query });
const store = () => backend.hubspot.store;
const BOX = { boxId: "11", length: "320", width: "240", height: "80", materialId: "2", geoLocation: "de" };

/** Runs `check` with a setting's value replaced in the CRM, then puts the value back. */
async function withSetting(key, value, check) {
  const before = store().find("p_shop_setting", key, { idProperty: "setting_key" }).properties.value;
  store().update("p_shop_setting", key, { value }, { idProperty: "setting_key" });
  try {
    await check();
  } finally {
    store().update("p_shop_setting", key, { value: before }, { idProperty: "setting_key" });
  }
}

test("an owner's change of a setting shows in the answer: VAT, a box board's price", async () => {
  const table = JSON.parse(store().find("p_shop_setting", "vat-by-country", { idProperty: "setting_key" }).properties.value);
  await withSetting("vat-by-country", JSON.stringify({ ...table, rates: { ...table.rates, at: 13 } }), async () => {
    assert.equal((await get("vat", { country: "at" })).body.vat, 13);
  });
  const boards = JSON.parse(store().find("p_shop_setting", "materials", { idProperty: "setting_key" }).properties.value);
  const before = (await get("box-price", BOX)).body.priceList.scaled_price[0].price;
  const dearer = boards.map((m) => (m.id === "2" ? { ...m, priceM2Eur: m.priceM2Eur * 2 } : m));
  await withSetting("materials", JSON.stringify(dearer), async () => {
    assert.ok((await get("box-price", BOX)).body.priceList.scaled_price[0].price > before);
  });
});

test("a setting that fails its schema (a box type's range upside down) is 502 bad_data, not a wrong answer", async () => {
  const types = JSON.parse(store().find("p_shop_setting", "box-types", { idProperty: "setting_key" }).properties.value);
  const broken = types.map((t) => (t.id === "11" ? { ...t, length: { min: 900, max: 100 } } : t));
  await withSetting("box-types", JSON.stringify(broken), async () => {
    for (const answer of [await get("boxes", { categoryId: "1", language: "de" }), await get("box-price", BOX)]) {
      assert.equal(answer.status, 502);
      assert.equal(answer.body.code, "bad_data");
    }
  });
});

test("a company's discount on configured articles is its shop_discount_percent in the CRM", async () => {
  const list = (await get("box-price", BOX)).body.priceList.scaled_price[0].price;
  store().update("companies", "c-300", { shop_discount_percent: "50" }, { idProperty: "shop_company_id" });
  try {
    const half = (await get("box-price", { ...BOX, companyId: "c-300" })).body.priceList.scaled_price[0].price;
    assert.equal(half, Math.round(list * 50) / 100);
    store().update("companies", "c-300", { shop_discount_percent: "150" }, { idProperty: "shop_company_id" });
    assert.equal((await get("box-price", { ...BOX, companyId: "c-300" })).status, 502);
  } finally {
    store().update("companies", "c-300", { shop_discount_percent: "5" }, { idProperty: "shop_company_id" });
  }
  const unknown = await get("box-price", { ...BOX, companyId: "c-999" });
  assert.equal(unknown.body.priceList.scaled_price[0].price, list, "an unknown company sees list prices, as in the fake");
});

test("a configured line keeps the quote's unit price for its amount, its configuration as JSON and its query", async () => {
  const sessionid = `configured-${Math.random().toString(36).slice(2)}`;
  const body = { ...configuredItem(lidBox, "box=11", 60, sessionid), preis: 0.01 };
  assert.equal((await request("POST", "objects/order-items/post", { body })).status, 204);
  const [line] = [...store().type("p_shop_order_item").records.values()].filter((r) => r.properties.sessionid === sessionid);
  const quote = (await get("box-price", { ...BOX, extras: "notch,label" })).body.priceList.scaled_price;
  assert.equal(Number(line.properties.preis), quote.find((s) => s.quantity === 50).price);
  assert.deepEqual(JSON.parse(line.properties.configuration), lidBox);
  assert.equal(line.properties.configuration_query, "box=11");
});

test("HubSpot's CDN may keep answers made from settings (5 minutes), never a company's price", async () => {
  assert.equal((await get("vat", { country: "de" })).cache, "public, max-age=300");
  assert.equal((await get("materials", { use: "box", language: "de" })).cache, "public, max-age=300");
  assert.equal((await get("box-price", BOX)).cache, "public, max-age=300");
  assert.equal((await get("box-price", { ...BOX, companyId: "c-100" })).cache, "no-store");
});

test("a query the contract's schema refuses is 400 bad_query naming the field", async () => {
  for (const [path, query, field] of [
    ["vat", {}, "country"],
    ["vat", { country: "deu" }, "country"],
    ["shippingFee", { country: "de", deliveryType: "drone", net: "10" }, "deliveryType"],
    ["shippingFee", { country: "de", deliveryType: "parcel-service", net: "-1" }, "net"],
    ["packaging-cost", { country: "de", deliveryType: "parcel-service", lines: "x" }, "lines"],
    ["box-categories", { language: "es" }, "language"],
    ["box-price", { ...BOX, extras: ",," }, "extras"],
  ]) {
    const answer = await get(path, query);
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(query)}`);
    assert.deepEqual([answer.body.code, answer.body.field], ["bad_query", field]);
  }
});
