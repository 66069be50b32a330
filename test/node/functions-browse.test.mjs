// The browsing functions where HubSpot itself is the question (issue 30): the category tree read with
// the list API and cached by HubSpot's CDN, the promotions' one search, a promotion that has ended, the
// contract's kinds of search hit as queries of HubSpot's CMS site search, what a search costs of the
// burst limit, HubSpot's highlighted HTML as plain text, and the site search not spaced like the CRM's.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { startFunctionsBackend } from "../support/backends.mjs";

const [{ queriesFor, offsetsOf }, { plainText }, { Crm }, { pagePlan, crmSearchReaches }, { namesTerm, sortedArticleGroups }] =
  await Promise.all([
    importTs("hubspot/functions/shop/site-search-queries.ts"),
    importTs("hubspot/functions/shop/site-search.ts"),
    importTs("hubspot/functions/crm/client.ts"),
    importTs("hubspot/functions/shop/site-search-pages.ts"),
    importTs("hubspot/functions/shop/site-search-sorted.ts"),
  ]);

let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());

async function get(path, query) {
  backend.hubspot.requests.length = 0;
  const response = await fetch(`${backend.apiRoot}${path}?${new URLSearchParams(query)}`);
  return { status: response.status, headers: response.headers, body: await response.json(), requests: [...backend.hubspot.requests] };
}

const PREFIXES = { ARTICLE: "/produkt/", CATEGORY: "/kategorie/" };

test("the category tree is read with the list API, never a search, and HubSpot's CDN may keep it five minutes", async () => {
  for (const [path, query] of [
    ["super-categories", { language: "de" }],
    ["product-categories/get", { id: "21", language: "en" }],
  ]) {
    const answer = await get(path, query);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get("cache-control"), "public, max-age=300");
    assert.ok(answer.requests.some((r) => r.method === "GET" && r.path === "/crm/v3/objects/p_shop_category"));
    assert.ok(!answer.requests.some((r) => r.path.endsWith("/search")), path);
  }
});

test("promotions: one search finds the promoted articles, one batch reads their price lists; a company's answer is not cached", async () => {
  const guest = await get("product-categories/promotions", { language: "de", geoLocation: "de" });
  assert.equal(guest.headers.get("cache-control"), "public, max-age=60");
  const company = await get("product-categories/promotions", { language: "de", geoLocation: "de", companyId: "c-100" });
  assert.equal(company.headers.get("cache-control"), "no-store");
  const searches = company.requests.filter((r) => r.path.endsWith("/search"));
  assert.equal(searches.length, 1);
  assert.equal(searches[0].path, "/crm/v3/objects/p_shop_article/search");
  assert.equal(company.requests.filter((r) => r.path === "/crm/v3/objects/p_shop_price_list/batch/read").length, 1);
});

test("promotions: a special offer whose last day has passed is not listed", async () => {
  const before = await get("product-categories/promotions", { language: "de", geoLocation: "de" });
  const offer = before.body.articles.find((a) => a.promotion.endsAt);
  const { store } = backend.hubspot;
  const endsAt = store.find("p_shop_article", offer.id).properties.aktion_bis;
  store.update("p_shop_article", offer.id, { aktion_bis: "2020-01-31" });
  try {
    const ended = await get("product-categories/promotions", { language: "de", geoLocation: "de" });
    assert.ok(!ended.body.articles.some((a) => a.id === offer.id));
    assert.equal(ended.body.articles.length, before.body.articles.length - 1);
  } finally {
    store.update("p_shop_article", offer.id, { aktion_bis: endsAt });
  }
});

test("site search: each kind is one query of HubSpot's content types, an article's or a category's page told by its path", () => {
  assert.deepEqual(queriesFor(["ARTICLE"], PREFIXES), [{ types: ["SITE_PAGE"], pathPrefix: ["/produkt/"] }]);
  assert.deepEqual(queriesFor(["SITE_PAGE"], PREFIXES), [
    { types: ["SITE_PAGE"], pathPrefix: ["/produkt/", "/kategorie/"], matchPrefix: false },
  ]);
  assert.deepEqual(queriesFor(["BLOG_POST", "CATEGORY", "SITE_PAGE"], PREFIXES), [
    { types: ["BLOG_POST", "SITE_PAGE"], pathPrefix: ["/produkt/"], matchPrefix: false },
  ]);
  assert.deepEqual(
    queriesFor(["ARTICLE", "CATEGORY", "SITE_PAGE", "LANDING_PAGE", "BLOG_POST", "KNOWLEDGE_ARTICLE", "LISTING_PAGE"], PREFIXES),
    [{ types: ["LANDING_PAGE", "BLOG_POST", "KNOWLEDGE_ARTICLE", "LISTING_PAGE", "SITE_PAGE"] }],
  );
  // Site pages of the shop's paths beside another content type: two queries, merged, one offset each in the cursor.
  assert.deepEqual(queriesFor(["ARTICLE", "BLOG_POST"], PREFIXES), [
    { types: ["BLOG_POST"] },
    { types: ["SITE_PAGE"], pathPrefix: ["/produkt/"] },
  ]);
  assert.deepEqual(offsetsOf("12.3", 2), [12, 3]);
  assert.equal(offsetsOf("12", 2), undefined);
  assert.equal(offsetsOf("1e3", 1), undefined);
});

test("site search: page N of one query starts at (N − 1) × limit; of two merged queries, each query's first N × limit up to HubSpot's 100", () => {
  assert.deepEqual(pagePlan(1, 1, 12), { offsets: [0], take: 12, skip: 0 });
  assert.deepEqual(pagePlan(1, 174, 12), { offsets: [2076], take: 12, skip: 0 });
  assert.deepEqual(pagePlan(2, 1, 12), { offsets: [0, 0], take: 12, skip: 0 });
  assert.deepEqual(pagePlan(2, 3, 12), { offsets: [0, 0], take: 36, skip: 24 });
  assert.deepEqual(pagePlan(2, 2, 50), { offsets: [0, 0], take: 100, skip: 50 });
  assert.equal(pagePlan(2, 9, 12), undefined, "108 results a query: more than one request each");
});

test("site search: a sorted page is asked only within the CRM search's first 10,000 results", () => {
  assert.ok(crmSearchReaches(9_988, 12));
  assert.ok(!crmSearchReaches(9_996, 12));
});

test("site search: a sorted search finds an article by the term's words in its name, short text or number, or by a category the term names", () => {
  assert.deepEqual(sortedArticleGroups("Archiv Karton", ["21"]), [
    { filters: ["archiv*", "karton*"].map((value) => ({ propertyName: "beschreibung1", operator: "CONTAINS_TOKEN", value })) },
    { filters: ["archiv*", "karton*"].map((value) => ({ propertyName: "kurzbeschreibung", operator: "CONTAINS_TOKEN", value })) },
    { filters: ["archiv*", "karton*"].map((value) => ({ propertyName: "artnr", operator: "CONTAINS_TOKEN", value })) },
    { filters: [{ propertyName: "category_ids", operator: "CONTAINS_TOKEN", value: "21" }] },
  ]);
  const most = sortedArticleGroups("a b c d e f g", ["1", "2", "3"]);
  assert.equal(most.length, 5, "HubSpot's 5 filter groups");
  assert.equal(most.flatMap((group) => group.filters).length, 17, "at most 18 filters");
  assert.ok(namesTerm("Archivkartons nach Format", "archivkarton"));
  assert.ok(namesTerm("Boîtes d'archives", "boites archive"));
  assert.ok(!namesTerm("Mappen und Umschläge", "Jurismappe"), "a category found by its description only");
});

test("site search: a sorted article search is one CRM search in the order's property, from the page's offset", async () => {
  const answer = await get("site-search", {
    term: "archival boxes",
    language: "en",
    limit: "5",
    type: "ARTICLE",
    sort: "artnr",
    page: "2",
  });
  assert.equal(answer.status, 200);
  const searches = answer.requests.filter((r) => r.path.endsWith("/search") && r.path.startsWith("/crm/"));
  assert.equal(searches.length, 1);
  assert.deepEqual(searches[0].body.sorts, [{ propertyName: "artnr", direction: "ASCENDING" }]);
  assert.equal(searches[0].body.after, "5");
  assert.ok(
    searches[0].body.filterGroups.some((group) => group.filters[0].propertyName === "category_ids"),
    "the category the term names",
  );
  assert.equal(answer.body.results.length, 5);
  assert.ok(
    answer.body.results.every((hit) => hit.url.startsWith("/product/")),
    "the product pages of the language",
  );
  const numbers = answer.body.results.map((hit) => hit.product.article_number.toLowerCase());
  assert.deepEqual(numbers, [...numbers].sort());
});

test("site search: the asked kind goes to HubSpot as its content type and the product pages' path", async () => {
  const answer = await get("site-search", { term: "Jurismappe", language: "en", limit: "5", type: "ARTICLE" });
  assert.equal(answer.status, 200);
  const page = answer.requests.find((r) => r.path === "/cms/v3/site-search/search" && r.search.includes("offset=0&limit=5"));
  const query = new URLSearchParams(page.search);
  assert.deepEqual(query.getAll("type"), ["SITE_PAGE"]);
  assert.deepEqual(query.getAll("pathPrefix"), ["/product/"]);
  assert.equal(query.get("language"), "en");
  assert.ok(answer.body.results.every((hit) => hit.type === "ARTICLE" && hit.url.startsWith("/product/")));
});

test("site search keeps to the shop's domain and answers its pages as site paths", async () => {
  const { siteSearch } = backend.hubspot;
  siteSearch.index([
    { id: 1, type: "SITE_PAGE", url: "https://shop.example/qwertz?x=1#y", language: "de", title: "Qwertzuiop im Shop" },
    { id: 2, type: "SITE_PAGE", url: "https://corporate.example/qwertz", language: "de", title: "Qwertzuiop der Firma" },
  ]);
  try {
    const answer = await get("site-search", { term: "Qwertzuiop", language: "de", limit: "10" });
    assert.deepEqual(
      answer.body.results.map((hit) => hit.url),
      ["/qwertz?x=1#y"],
    );
    assert.ok(
      answer.requests.filter((r) => r.path === "/cms/v3/site-search/search").every((r) => r.search.includes("domain=shop.example")),
    );
  } finally {
    siteSearch.remove(1);
    siteSearch.remove(2);
  }
});

test("site search: a first page holding every hit costs three requests; a larger search one more per kind it counts", async () => {
  const small = await get("site-search", { term: "AB-A4-100", language: "de", limit: "10" });
  assert.equal(small.status, 200);
  assert.equal(small.requests.length, 3, small.requests.map((r) => r.path).join(", "));
  const large = await get("site-search", { term: "Jurismappe", language: "de", limit: "10" });
  assert.equal(large.requests.filter((r) => r.path === "/cms/v3/site-search/search").length, 1 + 6);
  assert.equal(
    large.body.total,
    Object.values(large.body.counts).reduce((a, b) => a + b, 0),
  );
});

test("site search: an article hit whose article the CRM no longer has is left out, the answer stays valid", async () => {
  const { store } = backend.hubspot;
  store.archive("p_shop_article", "1001");
  const answer = await get("site-search", { term: "AB-A4-100", language: "de", limit: "10" });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.results, []);
});

test("site search: HubSpot's highlighted HTML becomes plain text", () => {
  assert.equal(
    plainText('Die <span class="hs-search-highlight hs-highlight-html">Archiv</span>box &amp; ihr Deckel &#8211; &lt;A4&gt;'),
    "Die Archivbox & ihr Deckel – <A4>",
  );
  assert.equal(plainText(undefined), "");
});

test("site search requests are not spaced like the CRM's searches (five a second)", async () => {
  const waits = [];
  const crm = new Crm({
    token: "t",
    baseUrl: "https://api.example",
    deadline: Date.now() + 10_000,
    fetch: async () => new Response(JSON.stringify({ total: 0, results: [] }), { headers: { "Content-Type": "application/json" } }),
    sleep: async (ms) => waits.push(ms),
  });
  for (let i = 0; i < 3; i++) await crm.request({ path: "/cms/v3/site-search/search", query: { q: "x" } });
  assert.deepEqual(waits, []);
  for (let i = 0; i < 2; i++) await crm.request({ method: "POST", path: "/crm/v3/objects/p_shop_article/search", body: {} });
  assert.equal(waits.length, 1);
});
