import { expect } from "chai";
import { columnText, hasRange, indexCategory, indexedValue } from "../../core/browse/article-index.ts";
import { listColumns } from "../../core/browse/columns.ts";
import { applyFilters, filterToLoosen, NO_FILTERS, withoutFilter } from "../../core/browse/filters.ts";
import { decodeList, encodeList, INITIAL_LIST } from "../../core/browse/list-url.ts";
import { sortArticles } from "../../core/browse/sort.ts";
import { tradeWords } from "../../core/browse/trade-words.ts";
import { listArticles } from "../support/category-fixtures.ts";

const index = indexCategory(listArticles(24), "de");
const valueColumns = index.facets.flatMap((f) => (f.kind === "values" ? [f.column] : []));
const run = (state: Partial<typeof NO_FILTERS>) => applyFilters(index.articles, { ...NO_FILTERS, ...state }, valueColumns);
const ids = (list: { article: { id: string } }[]) => list.map((a) => Number(a.article.id) - 5000);

describe("category filters (core/browse)", () => {
  it("facets: only columns with two values or more; innenmass is a range of 3 dimensions; format (named) checkboxes", () => {
    const kinds = Object.fromEntries(index.facets.map((f) => [f.column, f.kind]));
    expect(kinds).to.deep.equal({ fsc: "values", material: "values", qual: "values", innenmass: "range", format: "values" });
    const range = index.facets.find((f) => f.column === "innenmass");
    expect(range).to.deep.include({ dims: 3, min: [280, 200, 100], max: [350, 210, 100] });
  });

  it("before the index: the articles' own texts and ranges are the index's (the first page's columns and sort)", () => {
    for (const country of ["de", "us"]) {
      const list = listArticles(24).map((a, i) => ({ ...a, properties: { ...a.properties, dicke: i === 3 ? "A4" : "2 mm" } }));
      const built = indexCategory(list, country);
      const inches = country === "us";
      for (const row of built.articles)
        for (const column of ["innenmass", "material", "format", "dicke", "farbe"] as const)
          expect(columnText(row.article, column, inches)).to.equal(indexedValue(row, column));
      const ranges = built.facets.flatMap((f) => (f.kind === "range" ? [f.column] : []));
      expect(ranges).to.deep.equal(["innenmass"]);
      for (const column of ["innenmass", "format", "dicke", "breite"] as const)
        expect(hasRange(list, column, inches), column).to.equal(ranges.includes(column));
    }
  });

  it("facets: a column with more than MAX_FILTER_VALUES values gets no checkboxes", () => {
    const many = listArticles(30).map((a, i) => ({ ...a, properties: { ...a.properties, stueckzahl: String(i) } }));
    expect(indexCategory(many, "de").facets.map((f) => f.column)).to.not.include("stueckzahl");
    const few = listArticles(30).map((a, i) => ({ ...a, properties: { ...a.properties, stueckzahl: String(i % 3) } }));
    expect(indexCategory(few, "de").facets.map((f) => f.column)).to.include("stueckzahl");
  });

  it("OR within a filter, AND across filters", () => {
    expect(ids(run({ values: { material: ["Wellpappe", "Graukarton"] } }).matches)).to.deep.equal([
      1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23,
    ]);
    expect(ids(run({ values: { material: ["Wellpappe", "Graukarton"], fsc: ["ja"] } }).matches)).to.deep.equal([]);
    expect(ids(run({ values: { material: ["Archivkarton", "Wellpappe"], fsc: ["ja"] } }).matches)).to.deep.equal([0, 4, 8, 12, 16, 20]);
  });

  it("counts: each value counts the articles it leaves given the OTHER filters", () => {
    const result = run({ values: { material: ["Wellpappe"], fsc: ["nein"] } });
    // material counts ignore the material filter itself: fsc=nein (odd ids) by material
    expect(Object.fromEntries(result.counts.get("material") ?? [])).to.deep.equal({ Wellpappe: 6, Graukarton: 6 });
    // fsc counts ignore the fsc filter: Wellpappe (i mod 4 = 1) are all odd
    expect(Object.fromEntries(result.counts.get("fsc") ?? [])).to.deep.equal({ nein: 6 });
  });

  it("ranges per dimension: inner length 300–330 mm", () => {
    const result = run({ ranges: { "innenmass.0": { from: 300, to: 330 } } });
    expect(ids(result.matches).filter((i) => i < 8)).to.deep.equal([2, 3, 4, 5]);
    expect(result.matches).to.have.length(12);
    expect(run({ ranges: { "innenmass.1": { from: 206, to: null } } }).matches).to.have.length(8);
  });

  it("text filter: artnr and descriptions, case- and accent-insensitive, every word", () => {
    expect(ids(run({ q: "STULPDECKEL" }).matches)).to.deep.equal([0, 5, 10, 15, 20]);
    expect(ids(run({ q: "ab-0012" }).matches)).to.deep.equal([12]);
    expect(ids(run({ q: "akten stülp" }).matches)).to.deep.equal([0, 5, 10, 15, 20]);
  });

  it("empty result hint names the filter whose removal brings back the most", () => {
    // Graukarton (6 articles, all odd) and FSC "ja" (12, all even): dropping the material brings back 12, dropping FSC 6.
    const state = { ...NO_FILTERS, values: { material: ["Graukarton"], fsc: ["ja"] } };
    const result = applyFilters(index.articles, state, valueColumns);
    expect(result.matches).to.have.length(0);
    expect(filterToLoosen(result)).to.equal("material");
    expect(withoutFilter(state, "material").values).to.deep.equal({ fsc: ["ja"] });
  });

  it("sort orders: name, article number, list price, a measure", () => {
    const all = index.articles;
    expect(ids(sortArticles(index, all, "name").slice(0, 3))).to.deep.equal([0, 1, 2]);
    expect(ids(sortArticles(index, all, "artnr").slice(0, 2))).to.deep.equal([0, 1]);
    const prices = sortArticles(index, all, "price").map((a) => a.article.listPriceFrom);
    expect(prices).to.deep.equal([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(ids(sortArticles(index, all, "m.innenmass").slice(0, 3))).to.deep.equal([0, 8, 16]);
  });

  it("inch countries read the _inch text; the range still filters in mm", () => {
    const us = indexCategory(listArticles(2), "us");
    expect(us.articles[0]?.values.innenmass).to.equal("11.0 × 7.9 × 3.9 in");
    expect(us.articles[0]?.measures.innenmass).to.deep.include({ values: [280, 200, 100] });
  });

  it("URL state codec: round trip under c., bad parameters ignored with a note", () => {
    const state = {
      ...INITIAL_LIST,
      values: { material: ["Wellpappe", "Graukarton"] },
      ranges: { "innenmass.0": { from: 300, to: null } },
      q: "box",
      sort: "price" as const,
      page: 3,
    };
    const params = encodeList(state);
    expect(params.toString()).to.equal(
      "c.f.material=Wellpappe&c.f.material=Graukarton&c.r.innenmass.0=300%7E&c.q=box&c.sort=price&c.page=3",
    );
    expect(decodeList(params)).to.deep.equal(state);
    const notes: string[] = [];
    const info = console.info;
    console.info = (m: string) => notes.push(m);
    try {
      expect(decodeList(new URLSearchParams("c.f.nope=1&c.sort=weird&c.page=-2&c.r.innenmass.0=abc"))).to.deep.equal(INITIAL_LIST);
    } finally {
      console.info = info;
    }
    expect(notes).to.have.length(4);
  });

  it("column choice: the CRM's columns if given, else differing measures and columns (max 5)", () => {
    expect(listColumns(["material", "farbe", "artnr"], index.articles, indexedValue)).to.deep.equal(["material", "farbe"]);
    expect(listColumns([], index.articles, indexedValue)).to.deep.equal(["format", "innenmass", "material", "qual"]);
  });

  it("trade words in de/en/fr, in the order the text names them; 'ungepuffert' is not 'gepuffert'", () => {
    expect(tradeWords("ligninfrei, gepuffert")).to.deep.equal(["lignin-free", "buffered"]);
    expect(tradeWords("säurefrei, ungepuffert")).to.deep.equal(["acid-free", "unbuffered"]);
    expect(tradeWords("Lignin-free, PAT tested")).to.deep.equal(["lignin-free", "pat-tested"]);
    expect(tradeWords("sans lignine, tamponné, FSC Mix")).to.deep.equal(["lignin-free", "buffered", "fsc"]);
    expect(tradeWords("Wellpappe")).to.deep.equal([]);
  });
});
