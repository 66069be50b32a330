// product-categories/articles' contract suite on both backends (issue 30): every article of a category
// and its sub-categories in columns, the same answer from the msw fake and from the HubSpot function
// (its snapshot built from the local CRM, demo/mocks/crm-seed.ts), for languages and countries of every
// kind (a metric and an inch country, euros and pounds), an empty category, unknown ids and bad queries.
// Expected values: the fake's own encoding of the demo catalogue (demo/mocks/list-records.ts), decoded as
// the element decodes it (core/api/category-answer.ts). What only HubSpot can answer (the snapshot, the
// time): test/node/functions-category-snapshot.test.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends } from "../support/contract-run.mjs";

const [{ categoryAnswer, listRecord }, { categoryArticles }, { CategoryAnswerSchema }, { shopPath }] = await Promise.all([
  importTs("demo/mocks/list-records.ts"),
  importTs("demo/mocks/catalogue.ts"),
  importTs("core/api/category-answer.ts"),
  importTs("demo/storefront/route.ts"),
]);

const PATH = "product-categories/articles";

/** The fake's answer for a category, language and country, as it crosses the wire. */
const expected = (id, language, country) => JSON.parse(JSON.stringify(categoryAnswer(Number(id), language, country)));
/** The articles the element reads from an answer. */
const decoded = (answer) => v.parse(CategoryAnswerSchema, answer).articles;

/**
 * [category, language, country]: the 2,000 boxes, a category with a sub-category, the sub-category, one
 * with editors' columns, fixture articles among generated ones; de/en/fr, de/gb/us. Not category 11: its
 * article 1010 has pictures only in its product page's data block, which the fake's lists show and the
 * CRM's record has not (as in contract-browse.test.mjs).
 */
const CASES = [
  ["21", "de", "de"],
  ["21", "en", "gb"],
  ["21", "fr", "us"],
  ["12", "en", "de"],
  ["22", "fr", "gb"],
  ["16", "de", "us"],
  ["13", "fr", "fr"],
];

onBothBackends((backend) => {
  const get = (query) => call(backend, "GET", PATH, { query });

  test("every article of a category and its sub-categories, in columns as the fake encodes them: de/en/fr, de/gb/us", async () => {
    for (const [categoryId, language, geoLocation] of CASES) {
      const answer = assertContract(PATH, await get({ categoryId, language, geoLocation }), 200);
      assert.deepEqual(answer, expected(categoryId, language, geoLocation), `${categoryId} ${language} ${geoLocation}`);
    }
  });

  test("the answer decodes to the category's articles: ids, names, numbers, links, properties and list prices in the country's currency", async () => {
    for (const [categoryId, language, geoLocation] of CASES) {
      const articles = decoded((await get({ categoryId, language, geoLocation })).body);
      const catalogue = categoryArticles(Number(categoryId));
      assert.deepEqual(
        articles.map((a) => a.id),
        catalogue.map((a) => a.id),
        `${categoryId}: the category's and its sub-categories' articles, in id order`,
      );
      assert.deepEqual(articles, decoded(expected(categoryId, language, geoLocation)));
      const currency = geoLocation === "gb" ? "gb" : "de";
      for (const [i, article] of articles.entries()) {
        const record = listRecord(catalogue[i], language, currency);
        assert.equal(article.url, shopPath("product", language, article.id));
        assert.equal(article.product.article_number, record.product.article_number);
        assert.equal(article.product.artikel, record.product.artikel);
        assert.equal(article.listPriceFrom, record.listPriceFrom, `${article.id} ${geoLocation}`);
        assert.equal(article.properties.material ?? null, record.properties.material ?? null, `${article.id} ${language}`);
      }
    }
  });

  test("category 21 answers its 2,000 boxes; a metric country's answer carries no inch texts, an inch country's does, gb's prices are pounds", async () => {
    const de = assertContract(PATH, await get({ categoryId: "21", language: "de", geoLocation: "de" }), 200);
    const us = assertContract(PATH, await get({ categoryId: "21", language: "de", geoLocation: "us" }), 200);
    const gb = assertContract(PATH, await get({ categoryId: "21", language: "de", geoLocation: "GB" }), 200);
    assert.equal(de.count, 2000);
    assert.ok(!Object.keys(de.columns).some((name) => name.endsWith("_inch")));
    assert.ok(Object.keys(us.columns).includes("innenmass_inch"));
    assert.deepEqual(us.columns.listPriceFrom, de.columns.listPriceFrom, "us pays in euros");
    assert.notDeepEqual(gb.columns.listPriceFrom, de.columns.listPriceFrom, "gb pays in pounds");
    assert.deepEqual(gb, expected("21", "de", "gb"), "the country in either case");
  });

  test("an empty category answers count 0 and empty columns", async () => {
    for (const [language, geoLocation] of [
      ["de", "de"],
      ["en", "gb"],
    ]) {
      const answer = assertContract(PATH, await get({ categoryId: "19", language, geoLocation }), 200);
      assert.equal(answer.count, 0);
      assert.deepEqual(answer, expected("19", language, geoLocation));
      assert.deepEqual(decoded(answer), []);
    }
  });

  test("an unknown category, or a super-category's id, is a 404 with the error body", async () => {
    for (const categoryId of ["99", "1", "21x", "../21"]) {
      const answer = await get({ categoryId, language: "de", geoLocation: "de" });
      assertContract(PATH, answer, 404);
      assertRefused(answer);
    }
  });

  test("a query without categoryId is refused with the error body", async () => {
    // The fake reads a missing or unknown language and country as de; the functions' 400s for them: functions-category-snapshot.test.mjs.
    const answer = await get({ language: "de", geoLocation: "de" });
    assertRefused(answer);
  });
});
