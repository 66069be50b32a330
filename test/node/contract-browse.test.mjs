// The browsing endpoints' contract suite on both backends (issue 30): the category tree, one category,
// the promotional goods, the related articles and the site search, with the same expectations on the
// msw fake and on the HubSpot functions over the local CRM and its site search index (both made from the
// demo catalogue, demo/mocks/crm-seed-browse.ts). Expected values: test/support/contract-browse.ts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends } from "../support/contract-run.mjs";

const browse = await importTs("test/support/contract-browse.ts");
const LANGUAGES = ["de", "en", "fr"];

/** A hit's link as a site path (HubSpot answers absolute URLs of the site, the fake paths). */
const pathOf = (url) => {
  const parsed = new URL(url, "https://site.invalid");
  return `${parsed.pathname}${parsed.hash}`;
};
const hitKey = (hit) => `${hit.type} ${pathOf(hit.url)}`;
const idsOf = (answer) => answer.articles.map((a) => String(a.id));

onBothBackends((backend) => {
  const get = (path, query) => call(backend, "GET", path, { query });

  /** Every page of a search through its cursor: the hits in order, the first page's total and counts, the pages' sizes. */
  async function searchAll(query) {
    const hits = [];
    const sizes = [];
    let after;
    let first;
    do {
      const page = assertContract("site-search", await get("site-search", { ...query, after }), 200);
      first ??= page;
      sizes.push(page.results.length);
      hits.push(...page.results);
      after = page.next?.after;
    } while (after);
    return { hits, sizes, total: first.total, counts: first.counts };
  }

  /**
   * The paging tests ask many searches (a page costs the functions up to nine requests of HubSpot's): each
   * starts with the rate limits unspent, as searches seconds apart would.
   */
  const unspent = () => backend.hubspot?.resetLimits();

  /** Every page of a search by number, from 1 to the last the total names: the hits in order and the pages' sizes. */
  async function searchByPage(query) {
    const first = assertContract("site-search", await get("site-search", { ...query, page: "1" }), 200);
    const pages = Math.max(1, Math.ceil(first.total / Number(query.limit)));
    const hits = [...first.results];
    const sizes = [first.results.length];
    for (let page = 2; page <= pages; page++) {
      const answer = assertContract("site-search", await get("site-search", { ...query, page: String(page) }), 200);
      assert.equal(answer.total, first.total, `page ${page}'s total`);
      hits.push(...answer.results);
      sizes.push(answer.results.length);
    }
    return { hits, sizes, total: first.total, pages };
  }

  /** The articles' order of `sort` as HubSpot's CRM search sorts text: by character, case ignored. */
  const SORT_KEY = { name: (hit) => hit.product.artikel.toLowerCase(), artnr: (hit) => hit.product.article_number.toLowerCase() };

  test("super-categories: the tree's top two levels in the shop's order, in de/en/fr, counts with the sub-categories'", async () => {
    for (const language of LANGUAGES) {
      const answer = assertContract("super-categories", await get("super-categories", { language }), 200);
      assert.deepEqual(answer, browse.superCategories(language), language);
    }
  });

  test("product-categories/get: name, super-category, sub-categories and the editors' columns, in de/en/fr", async () => {
    for (const [id, language] of [
      ["12", "fr"],
      ["21", "de"],
      ["22", "en"],
      ["19", "de"],
    ]) {
      const answer = assertContract("product-categories/get", await get("product-categories/get", { id, language }), 200);
      assert.deepEqual(answer, browse.productCategory(id, language), `${id} ${language}`);
    }
  });

  test("product-categories/get: the description is the CMS's HTML as written, nothing added (the element sanitises it)", async () => {
    for (const language of LANGUAGES) {
      const answer = await get("product-categories/get", { id: "11", language });
      assert.equal(answer.body.description, browse.categoryDescription("11", language));
    }
  });

  test("product-categories/get: an unknown id, or a super-category's, is a 404 with the error body", async () => {
    for (const id of ["99", "1"]) {
      const answer = await get("product-categories/get", { id, language: "de" });
      assertContract("product-categories/get", answer, 404);
      assertRefused(answer);
    }
  });

  test("promotions: the promoted articles with the company's prices in the country, soonest end first, remnants last", async () => {
    for (const [language, geoLocation, companyId] of [
      ["de", "de", undefined],
      ["fr", "fr", "c-200"],
      ["en", "gb", "c-300"],
    ]) {
      const answer = assertContract(
        "product-categories/promotions",
        await get("product-categories/promotions", { language, geoLocation, companyId }),
        200,
      );
      assert.deepEqual(answer, browse.promotions(language, geoLocation, companyId ?? null), `${language} ${geoLocation} ${companyId}`);
      const ends = answer.articles.map((a) => a.promotion.endsAt ?? "9999-12-31");
      assert.deepEqual(ends, [...ends].sort(), "soonest end first");
      assert.ok(
        answer.articles.some((a) => a.promotion.regularPrice > a.promotion.price),
        "a special offer shows its regular price",
      );
      assert.ok(
        answer.articles.filter((a) => a.product.class_3_description === "Restant").every((a) => a.promotion.regularPrice === null),
        "a remnant has no regular price",
      );
    }
  });

  test("related articles: the listed ids in order (unknown, repeated and the article itself skipped), then the nearest of its category, at most limit", async () => {
    // Not 1001, whose nearest include 1010: its pictures are only in its data block, not in the CRM
    // (demo/mocks/fixtures.ts), so the fake lists a picture the functions cannot know of.
    const query = {
      articleId: "170002",
      ids: "1008,999999,170005,1008,170002",
      suggest: "true",
      limit: "6",
      language: "en",
      geoLocation: "gb",
    };
    const answer = assertContract("related-articles/get", await get("related-articles/get", query), 200);
    const expected = browse.related({
      articleId: "170002",
      ids: query.ids.split(","),
      suggest: true,
      limit: 6,
      language: "en",
      country: "gb",
    });
    assert.deepEqual(answer, expected);
    const ids = idsOf(answer);
    assert.deepEqual(ids.slice(0, 2), ["1008", "170005"]);
    assert.equal(ids.length, 6);
    assert.ok(
      ids.slice(2).every((id) => browse.categoryPeers("170002").includes(id)),
      "suggestions come from the article's category",
    );
  });

  test("related articles: a row of 24 is filled up from the article's category (2,000 boxes), nearest measures first", async () => {
    const query = { articleId: "210001", suggest: "true", limit: "24", language: "de", geoLocation: "de" };
    const answer = assertContract("related-articles/get", await get("related-articles/get", query), 200);
    assert.deepEqual(answer, browse.related({ articleId: "210001", ids: [], suggest: true, limit: 24, language: "de", country: "de" }));
    assert.equal(answer.articles.length, 24);
  });

  test("related articles: suggest=false lists the accessories exactly as listed", async () => {
    const query = { articleId: "1001", ids: "1008", suggest: "false", limit: "24", language: "fr", geoLocation: "fr" };
    const answer = assertContract("related-articles/get", await get("related-articles/get", query), 200);
    assert.deepEqual(idsOf(answer), ["1008"]);
    assert.deepEqual(
      answer,
      browse.related({ articleId: "1001", ids: ["1008"], suggest: false, limit: 24, language: "fr", country: "fr" }),
    );
  });

  test("related articles: a CMS editor's list without an article, in the editor's order", async () => {
    const query = { ids: "210001,1005,1001", suggest: "false", limit: "3", language: "de", geoLocation: "de" };
    const answer = assertContract("related-articles/get", await get("related-articles/get", query), 200);
    assert.deepEqual(idsOf(answer), ["210001", "1005", "1001"]);
    assert.deepEqual(answer, browse.related({ ids: query.ids.split(","), suggest: false, limit: 3, language: "de", country: "de" }));
  });

  test("related articles: limit outside 1–24, suggest not true or false, suggest=true without an article are 400; an unknown article 404", async () => {
    const base = { articleId: "1001", ids: "1002", suggest: "true", limit: "6", language: "de", geoLocation: "de" };
    for (const bad of [{ limit: "0" }, { limit: "25" }, { limit: "six" }, { suggest: "maybe" }, { articleId: undefined }]) {
      const answer = await get("related-articles/get", { ...base, ...bad });
      assertContract("related-articles/get", answer, 400);
      assertRefused(answer);
    }
    assertContract("related-articles/get", await get("related-articles/get", { ...base, articleId: "999999" }), 404);
  });

  test("site search: an article number finds its article, with the product block its card and quick add need", async () => {
    const answer = assertContract("site-search", await get("site-search", { term: "AB-A4-100", language: "de", limit: "10" }), 200);
    assert.equal(answer.total, 1);
    assert.deepEqual(answer.counts, { ARTICLE: 1 });
    assert.equal(answer.next, null);
    const [hit] = answer.results;
    assert.equal(hit.type, "ARTICLE");
    assert.equal(hit.id, "article-1001");
    assert.equal(pathOf(hit.url), "/produkt/1001");
    assert.deepEqual(hit.product, browse.searchProduct("1001"));
    // The offer's facts every list shows beside the price (core/api/search-types.ts HIT_PROPERTIES).
    assert.deepEqual(hit.properties, browse.searchHitProperties("1001", "de"));
    assert.ok(hit.properties.availability, "article 1001 has an availability");
    const [english] = (await get("site-search", { term: "AB-A4-100", language: "en", limit: "10" })).body.results;
    assert.deepEqual(english.properties, browse.searchHitProperties("1001", "en"));
  });

  test("site search: a term finds the same pages, categories and articles in each language, every kind counted", async () => {
    for (const [term, language] of [
      ["archivbox", "de"],
      ["Seidenpapier", "de"],
      ["Archival tubes", "en"],
      ["papier de soie", "fr"],
      ["Delivery terms", "en"],
    ]) {
      const found = await searchAll({ term, language, limit: "50" });
      const expected = browse.searchHits(term, language);
      assert.deepEqual(found.hits.map(hitKey).sort(), expected.hits, `${term} ${language}`);
      assert.equal(found.total, expected.total);
      assert.deepEqual(found.counts, expected.counts);
      const category = found.hits.find((hit) => hit.type === "CATEGORY");
      if (category) assert.match(category.id, /^category-\d+$/);
    }
  });

  test("site search: type narrows the hits to the asked kinds, total counts them, counts stay every kind's", async () => {
    const all = browse.searchHits("archivbox", "de");
    for (const type of ["ARTICLE", "SITE_PAGE", "CATEGORY,BLOG_POST,LISTING_PAGE"]) {
      const kinds = type.split(",");
      const found = await searchAll({ term: "archivbox", language: "de", limit: "50", type });
      assert.deepEqual(found.hits.map(hitKey).sort(), browse.searchHits("archivbox", "de", kinds).hits, type);
      assert.equal(
        found.total,
        kinds.reduce((sum, kind) => sum + (all.counts[kind] ?? 0), 0),
      );
      assert.deepEqual(found.counts, all.counts);
    }
  });

  test("site search: the cursor pages through every hit once, pages of limit, the last without next", async () => {
    for (const query of [
      { term: "Jurismappe", language: "de", limit: "17" },
      { term: "archivbox", language: "de", limit: "4", type: "ARTICLE,KNOWLEDGE_ARTICLE" },
    ]) {
      const found = await searchAll(query);
      const keys = found.hits.map(hitKey);
      assert.equal(new Set(keys).size, keys.length, "no hit twice");
      assert.equal(keys.length, found.total);
      assert.ok(found.sizes.slice(0, -1).every((size) => size === Number(query.limit)));
    }
  });

  test("site search: titles and descriptions are plain text, never HTML", async () => {
    const found = await searchAll({ term: "archivbox", language: "de", limit: "50" });
    for (const hit of found.hits) {
      assert.doesNotMatch(hit.title, /[<>]/);
      if (hit.description) assert.doesNotMatch(hit.description, /<\/?[a-z]/i);
    }
  });

  test("site search: a term no page holds finds nothing: no hits, total 0, no counts", async () => {
    const answer = assertContract("site-search", await get("site-search", { term: "xyzzy", language: "de", limit: "10" }), 200);
    assert.deepEqual(answer.results, []);
    assert.equal(answer.total, 0);
    assert.deepEqual(answer.counts, {});
    assert.equal(answer.next, null);
    // The contract lets a backend suggest a spelling or not (HubSpot suggests none).
    assert.ok(answer.spelling === null || typeof answer.spelling === "string");
  });

  test("site search: a term under 2 characters, limit outside 1–50, a cursor of another search, an unknown kind are 400", async () => {
    const base = { term: "archivbox", language: "de", limit: "10" };
    for (const bad of [{ term: " a " }, { limit: "0" }, { limit: "51" }, { after: "x" }, { after: "-3" }, { type: "ARTICLE,PRODUCT" }]) {
      const answer = await get("site-search", { ...base, ...bad });
      assertContract("site-search", answer, 400);
      assertRefused(answer);
    }
  });

  test("site search: page N holds the hits the cursor's Nth page holds, in the same order, each hit once", async () => {
    unspent();
    for (const query of [
      { term: "Jurismappe", language: "de", limit: "17" },
      { term: "archivbox", language: "de", limit: "4", type: "ARTICLE" },
    ]) {
      const byCursor = await searchAll(query);
      const byPage = await searchByPage(query);
      assert.deepEqual(byPage.hits.map(hitKey), byCursor.hits.map(hitKey), JSON.stringify(query));
      assert.deepEqual(byPage.sizes, byCursor.sizes);
      assert.ok(byPage.pages > 1, "the query has more than one page");
    }
  });

  test("site search: a page of two kinds that need two queries is the merge's page (shallow pages)", async () => {
    unspent();
    const query = { term: "archivbox", language: "de", limit: "3", type: "ARTICLE,KNOWLEDGE_ARTICLE" };
    const byCursor = await searchAll(query);
    for (const page of [1, 2]) {
      const answer = assertContract("site-search", await get("site-search", { ...query, page: String(page) }), 200);
      assert.deepEqual(answer.results.map(hitKey), byCursor.hits.slice((page - 1) * 3, page * 3).map(hitKey), `page ${page}`);
    }
  });

  test("site search: page 0, -1, x, 1.5, past the last, and page with after are 400 with the contract's error body", async () => {
    unspent();
    const base = { term: "Jurismappe", language: "de", limit: "17" };
    const { total } = assertContract("site-search", await get("site-search", base), 200);
    const last = Math.ceil(total / 17);
    assertContract("site-search", await get("site-search", { ...base, page: String(last) }), 200);
    for (const bad of [
      { page: "0" },
      { page: "-1" },
      { page: "x" },
      { page: "1.5" },
      { page: String(last + 1) },
      { page: "2", after: "17" },
    ]) {
      const answer = await get("site-search", { ...base, ...bad });
      assertContract("site-search", answer, 400);
      assertRefused(answer);
    }
    // A term without hits has its page 1 (empty), never a page 2.
    assertContract("site-search", await get("site-search", { term: "xyzzy", language: "de", limit: "10", page: "1" }), 200);
    assertRefused(await get("site-search", { term: "xyzzy", language: "de", limit: "10", page: "2" }));
  });

  test("site search: sort=name and sort=artnr order every article hit, not one page, and page through them once", async () => {
    unspent();
    for (const sort of ["name", "artnr"]) {
      const query = { term: "Jurismappe", language: "de", limit: "17", type: "ARTICLE", sort };
      const found = await searchByPage(query);
      assert.ok(found.pages > 1, "more than one page");
      assert.ok(found.hits.every((hit) => hit.type === "ARTICLE"));
      const keys = found.hits.map(SORT_KEY[sort]);
      assert.deepEqual(keys, [...keys].sort(), `${sort}: in order across pages`);
      const ids = found.hits.map((hit) => hit.id);
      assert.equal(new Set(ids).size, ids.length, "no article twice");
      assert.equal(ids.length, found.total);
      assert.deepEqual(found.hits.map(hitKey).sort(), browse.searchHits("Jurismappe", "de", ["ARTICLE"]).hits, sort);
      const byCursor = await searchAll(query);
      assert.deepEqual(byCursor.hits.map(hitKey), found.hits.map(hitKey), `${sort}: the cursor pages the same order`);
      const [hit] = found.hits;
      assert.deepEqual(hit.product, browse.searchProduct(hit.product.article_id));
    }
  });

  test("site search: a sort's counts are every kind's, its articles the sorted total", async () => {
    unspent();
    const relevance = assertContract(
      "site-search",
      await get("site-search", { term: "Jurismappe", language: "de", limit: "5", type: "ARTICLE" }),
      200,
    );
    const sorted = assertContract(
      "site-search",
      await get("site-search", { term: "Jurismappe", language: "de", limit: "5", type: "ARTICLE", sort: "name" }),
      200,
    );
    assert.equal(sorted.total, relevance.total);
    assert.deepEqual(sorted.counts, relevance.counts);
  });

  test("site search: a sort other than relevance without type=ARTICLE alone, or an unknown sort, is 400", async () => {
    unspent();
    const base = { term: "archivbox", language: "de", limit: "10" };
    for (const bad of [{ sort: "name" }, { sort: "artnr", type: "ARTICLE,CATEGORY" }, { sort: "price", type: "ARTICLE" }]) {
      const answer = await get("site-search", { ...base, ...bad });
      assertContract("site-search", answer, 400);
      assertRefused(answer);
    }
    assertContract("site-search", await get("site-search", { ...base, sort: "relevance" }), 200);
  });
});
