// One contract suite, two backends (issue 30): the same requests, as the elements send them, with the
// same expectations (status, the contract's schema, prices, counts, the cart after an add), against the
// msw fake over HTTP (/_hcms/api/) and against the shop's HubSpot functions on the local CRM
// (/hs/serverless/shop/). Expected values come from the demo catalogue both backends are made from.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends, sessionId } from "../support/contract-run.mjs";

const catalogue = await importTs("test/support/contract-catalogue.ts");

onBothBackends((backend) => {
  test("articles: the requested properties of the known ids, in the page's language", async () => {
    const properties = ["artnr", "beschreibung1", "material", "farbe", "lieferzeit_0_49", "image_urls"];
    for (const language of ["de", "en", "fr"]) {
      const answer = await call(backend, "POST", "objects/articles/getArticlesById", {
        query: { language, checkBy: "hs_object_id" },
        body: { ids: ["1001", "1005", "999999"], properties },
      });
      const records = assertContract("objects/articles/getArticlesById", answer, 200);
      assert.deepEqual(records.map((r) => r.id).sort(), ["1001", "1005"]);
      for (const record of records)
        assert.deepEqual(
          answer.body.find((r) => r.id === record.id).properties,
          catalogue.articleProperties(record.id, properties, language),
        );
    }
  });

  test("price list: the list price, a company's, in pounds for gb, with a promotion's terms", async () => {
    for (const [articleId, companyId, geoLocation] of catalogue.PRICE_CASES) {
      const answer = await call(backend, "GET", "objects/price-lists/get", { query: { articleId, companyId, geoLocation } });
      assertContract("objects/price-lists/get", answer, 200);
      assert.deepEqual(
        answer.body,
        catalogue.priceList(articleId, companyId ?? null, geoLocation),
        `${articleId} ${companyId} ${geoLocation}`,
      );
    }
  });

  test("price list and company: an unknown id is a 404 with the error body", async () => {
    const article = await call(backend, "GET", "objects/price-lists/get", { query: { articleId: "999999", geoLocation: "de" } });
    assertContract("objects/price-lists/get", article, 404);
    const company = await call(backend, "GET", "objects/company/get", { query: { companyId: "c-999" } });
    assertContract("objects/company/get", company, 404);
  });

  test("company: the selected company's record", async () => {
    for (const companyId of ["c-100", "c-200", "c-300"]) {
      const answer = await call(backend, "GET", "objects/company/get", { query: { companyId } });
      assert.deepEqual(assertContract("objects/company/get", answer, 200), catalogue.company(companyId));
    }
  });

  test("cart: an added line is in the session's cart with its price list; changed, then removed", async () => {
    const sessionid = sessionId();
    const add = await call(backend, "POST", "objects/order-items/post", { body: catalogue.orderItem("1001", sessionid, 5) });
    assertContract("objects/order-items/post", add, 204);
    const cartQuery = { sessionid, companyId: "c-100", geoLocation: "de", language: "de" };
    const cart = assertContract(
      "objects/order-items/get",
      await call(backend, "GET", "objects/order-items/get", { query: cartQuery }),
      200,
    );
    assert.equal(cart.items.length, 1);
    const [line] = cart.items;
    assert.equal(line.article_id, "1001");
    assert.equal(line.menge, 5);
    assert.deepEqual(line.priceList, catalogue.priceListParsed("1001", "c-100", "de"));

    const update = await call(backend, "POST", "objects/order-items/update", { body: { sessionid, id: String(line.id), menge: 12 } });
    assertContract("objects/order-items/update", update, 204);
    const changed = await call(backend, "GET", "objects/order-items/get", { query: cartQuery });
    assert.equal(changed.body.items[0].menge, 12);

    const removed = await call(backend, "POST", "objects/order-items/delete", { body: { sessionid, id: String(line.id) } });
    assertContract("objects/order-items/delete", removed, 204);
    const empty = await call(backend, "GET", "objects/order-items/get", { query: cartQuery });
    assert.deepEqual(empty.body.items, []);
  });

  test("cart: another session's line is not found (404), the line stays", async () => {
    const owner = sessionId();
    await call(backend, "POST", "objects/order-items/post", { body: catalogue.orderItem("1001", owner, 1) });
    const cart = await call(backend, "GET", "objects/order-items/get", { query: { sessionid: owner, geoLocation: "de", language: "de" } });
    const id = String(cart.body.items[0].id);
    const stranger = await call(backend, "POST", "objects/order-items/delete", { body: { sessionid: sessionId(), id } });
    assertContract("objects/order-items/delete", stranger, 404);
    const still = await call(backend, "GET", "objects/order-items/get", { query: { sessionid: owner, geoLocation: "de", language: "de" } });
    assert.equal(still.body.items.length, 1);
  });

  test("cart: a promoted article's maximum counts every line of the session (409 promotion_max)", async () => {
    const { articleId, max } = catalogue.PROMOTED;
    const sessionid = sessionId();
    assertContract(
      "objects/order-items/post",
      await call(backend, "POST", "objects/order-items/post", { body: catalogue.orderItem(articleId, sessionid, max) }),
      204,
    );
    const over = await call(backend, "POST", "objects/order-items/post", { body: catalogue.orderItem(articleId, sessionid, 1) });
    const refusal = assertContract("objects/order-items/post", over, 409);
    assert.equal(refusal.max, max);
  });

  test("bad input gets a 4xx with the error body, never a 500", async () => {
    assertRefused(await call(backend, "GET", "objects/price-lists/get", { query: { geoLocation: "de" } }));
    assertRefused(await call(backend, "GET", "objects/order-items/get", { query: { geoLocation: "de", language: "de" } }));
    assertRefused(
      await call(backend, "POST", "objects/order-items/post", { body: { ...catalogue.orderItem("1001", sessionId(), 1), menge: "viele" } }),
    );
    assertRefused(await call(backend, "POST", "objects/order-items/post", { body: "{not json" }));
    assertRefused(await call(backend, "POST", "objects/order-items/update", { body: { sessionid: sessionId(), id: "1" } }));
    assertRefused(
      await call(backend, "POST", "objects/articles/getArticlesById", {
        query: { language: "de", checkBy: "hs_object_id" },
        body: { ids: "1001" },
      }),
    );
  });
});
