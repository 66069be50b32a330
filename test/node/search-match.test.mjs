// The fake site search's German-friendly matching (demo/mocks/search-match.ts) and what it finds in the
// demo's whole catalogue (demo/mocks/site-search.ts): the words a shopper types (issue 21) find what a
// person expects, fast enough for a few milliseconds per search once the index is built.
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";

let match;
let search;
before(async () => {
  match = await importTs("demo/mocks/search-match.ts");
  search = (await importTs("demo/mocks/site-search.ts")).siteSearch;
});

const found = (term, title) => match.matchScore(match.hitKeys(title, ""), match.termStems(term)) > 0;

describe("the matching (search-match.ts)", () => {
  test("case, ä/ae, ö/oe, ü/ue and ü typed as u, ß/ss are one", () => {
    for (const term of ["stülpdeckel", "STUELPDECKEL", "stulpdeckel", "Stülpdeckel"])
      assert.ok(found(term, "Stülpdeckelkarton 300 × 200 mm"), term);
    assert.ok(found("grösse", "Baumwollhandschuhe Größe M"));
    assert.ok(found("groesse", "Baumwollhandschuhe Größe M"));
    assert.ok(found("boite", "Boîte d'archives"));
  });

  test("plural and compound endings (-s, -e, -en, -n, -er, -es) are left off the term's words", () => {
    for (const [term, title] of [
      ["archivkartons", "Archivkarton, säurefrei"],
      ["Archivkartons", "Archivkarton"],
      ["mappen", "Jurismappe A4"],
      ["rollen", "Archivrolle Ø 80 mm"],
      ["kartone", "Karton"],
      ["papiere", "Seidenpapier"],
      ["etiketten", "Archivetikett 50 × 20 mm"],
    ])
      assert.ok(found(term, title), `${term} → ${title}`);
  });

  test("a word is found at the start of a compound and inside it", () => {
    assert.ok(found("archivkarton", "Archivkartons nach Format"));
    assert.ok(found("stülpdeckelkarton", "Stülpdeckelkarton 300 × 200 × 100 mm"));
    assert.ok(found("deckel", "Stülpdeckelkarton"));
    assert.ok(found("pergamin", "Fotoecken 12 mm, Pergamin"));
    assert.ok(!found("pergamin", "Fotoecken 12 mm, Polyester"));
  });

  test("every word of the term must be found; a title's word start counts most", () => {
    assert.ok(!found("archiv rolle", "Archivkarton"));
    const keys = match.hitKeys("Archivkarton", "Stülpdeckel");
    const titleStart = match.matchScore(match.hitKeys("Archivkarton", ""), ["archiv"]);
    assert.ok(titleStart > match.matchScore(keys, ["stulp"]));
  });

  test("the nearest spelling: the index word with the fewest edits, or its start", () => {
    const vocabulary = new Map();
    match.addWords(vocabulary, "Archivkartons nach Format Stülpdeckelkarton Pergamin Seidenpapier");
    assert.equal(match.nearestSpelling("archivkartom", vocabulary), "Archivkartons");
    assert.equal(match.nearestSpelling("pergamim", vocabulary), "Pergamin");
    assert.equal(match.nearestSpelling("stulpdekel", vocabulary), "Stülpdeckelkarton");
    assert.equal(match.nearestSpelling("pergamin", vocabulary), null); // known: nothing to suggest
    assert.equal(match.nearestSpelling("xyzzyqq", vocabulary), null); // nothing near
  });
});

describe("the demo catalogue's search (site-search.ts)", () => {
  const articlesOf = (result, category) => result.hits.filter((h) => h.type === "ARTICLE" && h.article.categoryId === category);

  for (const term of ["archivkarton", "archivkartons", "Archivkartons"])
    test(`"${term}" finds category 21 and its 2,000 boxes`, () => {
      const result = search(term, "de");
      assert.equal(result.hits[0].type, "CATEGORY");
      assert.equal(result.hits[0].title, "Archivkartons nach Format");
      assert.equal(articlesOf(result, 21).length, 2000);
      assert.ok(result.counts.ARTICLE >= 2000);
    });

  test('"archivkarton": the articles of the category "Archivkartons" come before articles whose text only mentions them', () => {
    const articles = search("archivkarton", "de").hits.filter((h) => h.type === "ARTICLE");
    assert.deepEqual(
      articles.slice(0, 6).map((h) => h.article.categoryId),
      Array(6).fill(21),
      articles
        .slice(0, 6)
        .map((h) => h.title)
        .join(", "),
    );
  });

  for (const term of ["stulpdeckel", "Stülpdeckelkarton", "stuelpdeckelkarton"])
    test(`"${term}" finds the Stülpdeckelkartons of category 21, and only lid boxes`, () => {
      const result = search(term, "de");
      assert.ok(articlesOf(result, 21).length > 100);
      assert.ok(
        result.hits.every((h) => `${h.keys.title}${h.keys.text}`.includes("stulpdeckel")),
        "every hit names the lid",
      );
    });

  test(`"pergamin" finds the articles of glassine`, () => {
    const result = search("pergamin", "de");
    assert.ok(result.counts.ARTICLE > 0);
    assert.ok(result.hits.slice(0, 5).every((h) => /pergamin/i.test(h.title)));
  });

  test("a search asks only a kind and still counts every kind", () => {
    const result = search("archivkarton", "de", ["CATEGORY"]);
    assert.equal(result.hits[0].id, "category-21");
    assert.ok(result.hits.every((h) => h.type === "CATEGORY"));
    assert.ok(result.counts.ARTICLE >= 2000);
  });

  test("nothing found: the nearest spelling the index knows", () => {
    const result = search("arhcivkarton", "de");
    assert.equal(result.hits.length, 0);
    assert.equal(result.spelling, "Archivkarton");
    assert.ok(search(result.spelling, "de").counts.ARTICLE >= 2000, "the spelling finds the boxes");
  });

  test("nothing found on an English or French page: a German word is spelt from the articles' type, material or category too", () => {
    for (const language of ["en", "fr"]) {
      assert.equal(search("archivkartom", language).spelling, "Archivkarton", language);
      assert.equal(search("stulpdeckl", language).spelling, "Stülpdeckelkarton", language);
      assert.ok(search("Archivkarton", language).hits.length > 0, language);
    }
  });

  test("a search over the 2,500 articles answers in a few milliseconds", () => {
    search("warmup", "de");
    const started = performance.now();
    for (const term of ["archivkarton", "stulpdeckel", "pergamin", "seidenpapier 50", "xyzzyq"]) search(term, "de");
    const perSearch = (performance.now() - started) / 5;
    assert.ok(perSearch < 15, `${perSearch.toFixed(1)} ms per search`);
  });
});
