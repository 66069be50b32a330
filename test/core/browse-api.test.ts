import { expect } from "chai";
import * as v from "valibot";
import { fetchCategoryArticles } from "../../core/api/category-articles.ts";
import { fetchProductCategory, fetchSuperCategories } from "../../core/api/browse.ts";
import { fetchPromotions, fetchRelatedArticles, type ListArticle } from "../../core/api/listed-articles.ts";
import { fetchCart, updateCartLine } from "../../core/api/cart.ts";
import { ApiError } from "../../core/api/client.ts";
import { PromotionMaxBodySchema } from "../../core/api/contract.ts";
import { fetchArticle, fetchPriceList, postOrderItem } from "../../core/api/endpoints.ts";
import { ARTICLE_PROPERTIES } from "../../core/api/product-requests.ts";
import { LIST_PROPERTIES } from "../../core/catalog/filter-columns.ts";
import { generatedArticles } from "../../demo/mocks/catalogue.ts";
import { generateArticles } from "../../demo/mocks/catalogue-generator.ts";
import { GBP_PER_EUR, translateValue } from "../../demo/mocks/fixtures.ts";
import { scenarios } from "../../demo/mocks/handlers.ts";
import { promotionEndDate } from "../../demo/mocks/promotions.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";
import { orderItem } from "../support/order-items.ts";

// The browsing contract of core/api/browse.ts against the demo's fake (demo/mocks/handlers-browse.ts,
// catalogue in demo/mocks/catalogue*.ts, promotions in demo/mocks/promotions.ts).
const call = { baseUrl: "" };
const guest = { ...call, geoLocation: "de" };
const LARGE = "21";
const EMPTY = "19";

/** The ApiError `run` fails with (the client's console errors kept out of the log). */
async function failure(run: () => Promise<unknown>): Promise<ApiError> {
  const { result } = await captureConsoleErrors(() =>
    run().then(
      () => null,
      (e: unknown) => e,
    ),
  );
  expect(result).to.be.instanceOf(ApiError);
  return result as ApiError;
}

/** An inner size's numbers: "320 × 240 × 100 mm" → [320, 240, 100]. */
const innerSize = (a: ListArticle) => (a.properties.innenmass ?? "").match(/\d+/g)?.map(Number) ?? [];

describe("browsing API contract (docs/api.md#browsing)", () => {
  useMockApi();

  it("super-categories: 3 super-categories holding at least 8 product categories, the same tree in de, en and fr", async () => {
    const [de, en, fr] = await Promise.all(["de", "en", "fr"].map((language) => fetchSuperCategories({ ...call, language })));
    expect(de!.superCategories.map((s) => s.name)).to.deep.equal(["Archivierung", "Passepartouts & Rahmung", "Papiere & Schutzmaterial"]);
    expect(en!.superCategories.map((s) => s.name)).to.deep.equal(["Archiving", "Mats & framing", "Papers & protection"]);
    const ids = (list: typeof de) => list!.superCategories.flatMap((s) => s.categories.map((c) => c.id));
    expect(ids(de).length).to.be.at.least(8);
    expect(ids(fr)).to.deep.equal(ids(de));
    const large = de!.superCategories[0]!.categories.find((c) => c.id === LARGE)!;
    expect(large).to.include({ name: "Archivkartons nach Format", articleCount: 2000, url: "/kategorie/21" });
    expect(en!.superCategories[0]!.categories.find((c) => c.id === LARGE)!.url).to.equal("/en/category/21");
  });

  it("product-categories/get: a category with a sub-category as tile, its CMS description with a link; 404 for an unknown id", async () => {
    const mats = await fetchProductCategory({ ...call, id: "12", language: "fr" });
    expect(mats.name).to.equal("Passe-partout");
    expect(mats.superCategory).to.deep.equal({ id: "2", name: "Passe-partout & encadrement", url: "/fr/#passepartouts-und-rahmung" });
    expect(mats.children.map((c) => [c.id, c.name])).to.deep.equal([["22", "Passe-partout en formats standard"]]);
    expect(mats.articleCount).to.equal(103, "its own 3 fixture mats and the sub-category's 100");
    expect(mats.description).to.match(/<a href="\/fr\/guides\/passe-partout">/);
    const boxes = await fetchProductCategory({ ...call, id: "11", language: "de" });
    expect(boxes.description, "markup a sanitiser must remove").to.include("onerror=").and.include("<script>");
    const large = await fetchProductCategory({ ...call, id: LARGE, language: "de" });
    expect(large.columns).to.include.members(["innenmass", "material", "fsc"]);
    expect((await failure(() => fetchProductCategory({ ...call, id: "999", language: "de" }))).status).to.equal(404);
  });

  it("product-categories/articles: exactly 2,000 in the large category, [] for the empty one, 404 for an unknown id", async () => {
    const { articles } = await fetchCategoryArticles({ ...guest, categoryId: LARGE, language: "de" });
    expect(articles.length).to.equal(2000);
    expect(new Set(articles.map((a) => a.properties.artnr)).size).to.equal(2000);
    expect(articles.every((a) => Object.keys(a.properties).every((name) => LIST_PROPERTIES.includes(name)))).to.equal(true);
    expect((await fetchCategoryArticles({ ...guest, categoryId: EMPTY, language: "en" })).articles).to.deep.equal([]);
    const unknown = await failure(() => fetchCategoryArticles({ ...guest, categoryId: "999", language: "de" }));
    expect(unknown.status).to.equal(404);
  });

  it("a lignin-free box between 300 and 330 mm inner length with FSC has a handful of answers", async () => {
    const { articles } = await fetchCategoryArticles({ ...guest, categoryId: LARGE, language: "de" });
    const found = articles.filter((a) => {
      const [length = 0] = innerSize(a);
      return /ligninfrei/.test(a.properties.material ?? "") && a.properties.fsc_artikel === "true" && length >= 300 && length <= 330;
    });
    expect(found.length).to.be.within(4, 20);
  });

  it("short values are translated in en and fr, and translateValue knows every one the generator writes", async () => {
    const first = (language: string) => fetchCategoryArticles({ ...guest, categoryId: LARGE, language }).then((r) => r.articles[0]!);
    const [de, en] = [await first("de"), await first("en")];
    expect(en.properties.material).to.equal(translateValue(de.properties.material!, "en")).and.not.equal(de.properties.material);
    expect(en.url).to.equal(`/product/${en.id}`);
    const sameInEveryLanguage = new Set(["chamois", "transparent", "DIN EN ISO 9706", "Papier"]);
    const untranslated = new Set<string>();
    for (const article of generatedArticles().values())
      for (const column of ["material", "farbe", "typ", "qual", "availability", "ve"]) {
        const value = article.properties[column];
        if (!value || sameInEveryLanguage.has(value)) continue;
        for (const language of ["en", "fr"]) if (translateValue(value, language) === value) untranslated.add(`${value} (${language})`);
      }
    expect([...untranslated]).to.deep.equal([]);
  });

  it("listPriceFrom is the lowest list price in the country's currency", async () => {
    const [de, gb] = await Promise.all(
      ["de", "gb"].map((geoLocation) => fetchCategoryArticles({ ...call, geoLocation, categoryId: LARGE, language: "de" })),
    );
    const article = de!.articles[1]!;
    const { scaled_price } = await fetchPriceList({ ...call, articleId: article.id, companyId: null, geoLocation: "de" });
    expect(article.listPriceFrom).to.equal(Math.min(...scaled_price.map((s) => s.price)));
    const inGbp = gb!.articles[1]!.listPriceFrom!;
    expect(inGbp).to.be.closeTo(article.listPriceFrom! * GBP_PER_EUR, 0.01);
  });

  it("a generated article works with the existing endpoints: its record, its price list and its product page URL", async () => {
    const { articles } = await fetchCategoryArticles({ ...guest, categoryId: "16", language: "de" });
    const sleeve = articles[3]!;
    const record = await fetchArticle({ ...call, id: sleeve.id, language: "fr", properties: [...ARTICLE_PROPERTIES, "material"] });
    expect(record?.properties.artnr).to.equal(sleeve.properties.artnr);
    expect(record?.properties.material).to.equal(translateValue(sleeve.properties.material!, "fr"));
    const prices = await fetchPriceList({ ...call, articleId: sleeve.id, companyId: "c-100", geoLocation: "de" });
    expect(prices.scaled_price.length).to.be.within(3, 4);
    expect(sleeve.url).to.equal(`/produkt/${sleeve.id}`);
    const picture = await fetch(sleeve.product.images[0]!);
    expect([picture.status, picture.headers.get("Content-Type")]).to.deep.equal([200, "image/svg+xml"]);
  });

  it("related-articles/get lists the ids first in their order, skips unknown ones and the article itself, then the nearest of its category", async () => {
    const related = { ...guest, language: "de", articleId: "210001" };
    const listed = await fetchRelatedArticles({ ...related, ids: ["210500", "999999", "210001", "210012"], suggest: false, limit: 6 });
    expect(listed.articles.map((a) => a.id)).to.deep.equal(["210500", "210012"]);
    const filled = await fetchRelatedArticles({ ...related, ids: ["210500"], suggest: true, limit: 4 });
    const ids = filled.articles.map((a) => a.id);
    expect(ids.length).to.equal(4);
    expect(ids[0]).to.equal("210500");
    expect(new Set(ids).size).to.equal(4);
    expect(ids).to.not.include("210001");
    const { articles } = await fetchCategoryArticles({ ...guest, categoryId: LARGE, language: "de" });
    const own = innerSize(articles.find((a) => a.id === "210001")!);
    for (const suggestion of filled.articles.slice(1)) {
      expect(suggestion.id.startsWith("21")).to.equal(true, "from the same category");
      const far = innerSize(suggestion).filter((mm, i) => Math.abs(mm - own[i]!) > 30);
      expect(far).to.deep.equal([], `${suggestion.id} is near`);
    }
    const capped = await fetchRelatedArticles({ ...related, ids: [], suggest: true, limit: 2 });
    expect(capped.articles.length).to.equal(2);
    const unknown = await failure(() => fetchRelatedArticles({ ...related, articleId: "999999", ids: [], suggest: true, limit: 4 }));
    expect(unknown.status).to.equal(404);
  });

  it("related-articles/get without articleId (a CMS's article list): the listed ids only, in their order; suggestions need an article", async () => {
    const list = { ...guest, language: "de", suggest: false, limit: 4 };
    const listed = await fetchRelatedArticles({ ...list, ids: ["1005", "999999", "1001", "1005"] });
    expect(listed.articles.map((a) => a.id)).to.deep.equal(["1005", "1001"]);
    const suggesting = await failure(() => fetchRelatedArticles({ ...list, ids: ["1001"], suggest: true }));
    expect(suggesting.status).to.equal(400);
  });

  it("promotions: 12 to 20 promoted articles, soonest end first, remnants without regular price limited to their stock", async () => {
    const { articles } = await fetchPromotions({ ...guest, language: "de", companyId: null });
    expect(articles.length).to.be.within(12, 20);
    const ends = articles.map((a) => a.promotion.endsAt ?? "9999-12-31");
    expect(ends).to.deep.equal([...ends].sort());
    expect(articles[0]!.promotion.endsAt).to.equal(promotionEndDate(5));
    const remnants = articles.filter((a) => a.product.class_3_description === "Restant");
    expect(remnants.length).to.be.at.least(3);
    for (const remnant of remnants) {
      expect(remnant.promotion.regularPrice).to.equal(null);
      expect(remnant.promotion.maxQuantity).to.equal(Number(remnant.properties.stueckzahl));
    }
    const offers = articles.filter((a) => a.product.class_3_description !== "Restant");
    expect(offers.every((a) => a.promotion.price < a.promotion.regularPrice!)).to.equal(true);
    expect(offers.some((a) => a.promotion.maxQuantity === null) && offers.some((a) => a.promotion.maxQuantity !== null)).to.equal(true);
  });

  it("promotions are priced with the company's discount", async () => {
    const [list, museum] = await Promise.all([null, "c-200"].map((companyId) => fetchPromotions({ ...guest, language: "en", companyId })));
    const first = list!.articles[0]!;
    expect(museum!.articles[0]!.promotion.price).to.be.closeTo(first.promotion.price * 0.88, 0.01);
  });

  it("price-lists/get of a promoted article answers the promotional scale and its terms; the cart line carries them", async () => {
    const { articles } = await fetchPromotions({ ...guest, language: "de", companyId: null });
    const promoted = articles.find((a) => a.promotion.maxQuantity !== null && a.promotion.regularPrice !== null)!;
    const prices = await fetchPriceList({ ...call, articleId: promoted.id, companyId: null, geoLocation: "de" });
    expect(prices.promotion).to.deep.equal({ maxQuantity: promoted.promotion.maxQuantity, endsAt: promoted.promotion.endsAt });
    expect(prices.scaled_price[0]!.price).to.equal(promoted.promotion.price);
    const plain = await fetchPriceList({ ...call, articleId: "1001", companyId: null, geoLocation: "de" });
    expect(plain.promotion ?? null).to.equal(null);
    const sessionid = "browse-promo-cart";
    await postOrderItem({ ...call, body: orderItem({ article_id: promoted.id, menge: prices.itemInUnit, sessionid }) });
    const { items } = await fetchCart({ ...call, sessionId: sessionid, companyId: null, geoLocation: "de", language: "de" });
    expect(items[0]!.priceList.promotion).to.deep.equal(prices.promotion);
  });

  it("promotion_max: order-items/post answers 409 with the maximum when the session's amount would pass it", async () => {
    const { articles } = await fetchPromotions({ ...guest, language: "de", companyId: null });
    const limited = articles.find((a) => a.promotion.maxQuantity !== null && a.promotion.regularPrice !== null)!;
    const max = limited.promotion.maxQuantity!;
    const sessionid = "browse-promo-post";
    const line = (menge: number) => orderItem({ article_id: limited.id, menge, sessionid });
    await postOrderItem({ ...call, body: line(max - 1) });
    await postOrderItem({ ...call, body: line(1) });
    const refused = await failure(() => postOrderItem({ ...call, body: line(1) }));
    expect(refused.status).to.equal(409);
    expect(v.parse(PromotionMaxBodySchema, refused.body)).to.include({ code: "promotion_max", max });
    // An article without a promotion has no maximum.
    await postOrderItem({ ...call, body: orderItem({ article_id: "1001", menge: max + 10, sessionid }) });
  });

  it("promotion_max: order-items/update answers 409 when the line's new amount passes the maximum over all lines", async () => {
    const { articles } = await fetchPromotions({ ...guest, language: "de", companyId: null });
    const remnant = articles.find((a) => a.product.class_3_description === "Restant")!;
    const max = remnant.promotion.maxQuantity!;
    const sessionid = "browse-promo-update";
    await postOrderItem({ ...call, body: orderItem({ article_id: remnant.id, menge: 1, sessionid }) });
    await postOrderItem({ ...call, body: orderItem({ article_id: remnant.id, menge: 1, sessionid }) });
    const { items } = await fetchCart({ ...call, sessionId: sessionid, companyId: null, geoLocation: "de", language: "de" });
    const session = { ...call, sessionId: sessionid, id: items[0]!.id };
    await updateCartLine({ ...session, amount: max - 1 });
    const refused = await failure(() => updateCartLine({ ...session, amount: max }));
    expect([refused.status, v.parse(PromotionMaxBodySchema, refused.body).max]).to.deep.equal([409, max]);
  });

  it("the generator is deterministic and makes 2,520 articles with unique article numbers, fast", () => {
    const first = generateArticles();
    expect(JSON.stringify(generateArticles())).to.equal(JSON.stringify(first));
    expect(first.length).to.equal(2520);
    expect(first.filter((a) => a.categoryId === 21).length).to.equal(2000);
    expect(new Set(first.map((a) => a.properties.artnr)).size).to.equal(first.length);
    // The best of five runs: the full suite runs test pages side by side on a busy machine.
    // docs/api.md#category-articles gives the figure measured alone.
    const runs = Array.from({ length: 5 }, () => {
      const start = performance.now();
      generateArticles();
      return performance.now() - start;
    });
    expect(Math.min(...runs)).to.be.below(100);
  });

  it("scenarios: the browse, related and promotion endpoints fail with 500 or answer shapes their schemas reject", async () => {
    const cases = [
      ["browseFails", () => fetchSuperCategories({ ...call, language: "de" }), "http"],
      ["browseFails", () => fetchCategoryArticles({ ...guest, categoryId: LARGE, language: "de" }), "http"],
      ["browseBroken", () => fetchProductCategory({ ...call, id: LARGE, language: "de" }), "schema"],
      ["browseBroken", () => fetchCategoryArticles({ ...guest, categoryId: LARGE, language: "de" }), "schema"],
      [
        "relatedFails",
        () => fetchRelatedArticles({ ...guest, language: "de", articleId: "1001", ids: [], suggest: true, limit: 4 }),
        "http",
      ],
      [
        "relatedBroken",
        () => fetchRelatedArticles({ ...guest, language: "de", articleId: "1001", ids: [], suggest: true, limit: 4 }),
        "schema",
      ],
      ["promotionsFails", () => fetchPromotions({ ...guest, language: "de", companyId: null }), "http"],
      ["promotionsBroken", () => fetchPromotions({ ...guest, language: "de", companyId: null }), "schema"],
    ] as const;
    for (const [scenario, run, kind] of cases) {
      useHandlers(...scenarios[scenario]);
      expect((await failure(run)).kind).to.equal(kind, scenario);
    }
  });
});
