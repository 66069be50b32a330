import { expect } from "chai";
import { indexCategory, indexedValue } from "../../core/browse/article-index.ts";
import { fitColumns } from "../../core/browse/column-widths.ts";
import { FOLDED_VALUES, facetValues } from "../../core/browse/facet-values.ts";
import { isShortWord, SHORT_WORD_LETTERS, words } from "../../core/browse/short-words.ts";
import { CARD_COLUMNS, cardColumns, filledColumns, shownColumns } from "../../core/browse/shown-columns.ts";
import { listArticles } from "../support/category-fixtures.ts";

/** Articles of the test fixture with some properties replaced per article. */
function articles(n: number, props: (i: number) => Record<string, string | null>) {
  return indexCategory(
    listArticles(n).map((a, i) => ({ ...a, properties: { ...a.properties, ...props(i) } })),
    "de",
  ).articles;
}

describe("category columns a result shows (core/browse/shown-columns.ts)", () => {
  it("hidden empty columns: a column empty for every row of the result is hidden, one value keeps it", () => {
    const rows = articles(6, (i) => ({ durchmesser: null, farbe: i === 4 ? "weiß" : null }));
    expect(shownColumns(["innenmass", "durchmesser", "material", "farbe"], rows, indexedValue)).to.deep.equal([
      "innenmass",
      "material",
      "farbe",
    ]);
    // The result decides: without article 4, the colour column is all "–".
    expect(shownColumns(["innenmass", "farbe"], rows.slice(0, 4), indexedValue)).to.deep.equal(["innenmass"]);
    expect(shownColumns(["innenmass"], [], indexedValue)).to.deep.equal([]);
  });

  it("hidden empty columns: a derived column (the certificate) by its own reading", () => {
    const rows = articles(3, () => ({}));
    expect(filledColumns(["fsc", "availability"] as const, rows, (row, c) => (c === "fsc" ? undefined : row.values[c]))).to.deep.equal([
      "availability",
    ]);
  });

  it(`measures on a phone card: at most ${CARD_COLUMNS}, the inner size first, then the most different values`, () => {
    // Fixture: material 4 values, qual 3, format 2, innenmass 8 lengths × 3 widths.
    const rows = articles(24, () => ({}));
    expect(cardColumns(["format", "qual", "material", "innenmass"], rows, indexedValue)).to.deep.equal(["innenmass", "material", "qual"]);
  });

  it("measures on a phone card: never a column most rows leave empty; ties keep the list's order", () => {
    const rows = articles(8, (i) => ({ durchmesser: i < 3 ? `${i + 50} mm` : null, farbe: i % 2 ? "weiß" : "grau" }));
    // durchmesser: 3 of 8 rows; farbe and format both 2 values: the list's order decides.
    expect(cardColumns(["durchmesser", "farbe", "format"], rows, indexedValue)).to.deep.equal(["farbe", "format"]);
    expect(cardColumns(["format", "farbe"], rows, indexedValue)).to.deep.equal(["format", "farbe"]);
    expect(cardColumns(["durchmesser"], rows.slice(0, 3), indexedValue)).to.deep.equal(["durchmesser"]);
  });
});

describe("a filter's folded values (core/browse/facet-values.ts)", () => {
  const values = ["a", "b", "c", "d", "e", "f", "g", "h"];

  it(`mehr anzeigen: the first ${FOLDED_VALUES} values, the rest counted; unfolded all`, () => {
    expect(facetValues(values, [], false)).to.deep.equal({ shown: ["a", "b", "c", "d", "e"], hidden: 3 });
    expect(facetValues(values, [], true)).to.deep.equal({ shown: values, hidden: 0 });
    expect(facetValues(values.slice(0, 5), [], false)).to.deep.equal({ shown: ["a", "b", "c", "d", "e"], hidden: 0 });
  });

  it("mehr anzeigen: a ticked value stays visible when folded, in its place", () => {
    expect(facetValues(values, ["g", "b"], false)).to.deep.equal({ shown: ["a", "b", "c", "d", "e", "g"], hidden: 2 });
  });
});

describe("the table's column widths (core/browse/column-widths.ts, core/browse/short-words.ts)", () => {
  it("short words: up to 12 letters never split; a line breaks at spaces and after hyphens", () => {
    expect(words("PAT-geprüft, AK-285180-0001  x")).to.deep.equal(["PAT-", "geprüft,", "AK-", "285180-", "0001", "x"]);
    expect(["Verfügbarkeit", "Archivkarton,", "Zertifikat", "Stülpdeckelkarton", "285180-"].map(isShortWord)).to.deep.equal([
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(SHORT_WORD_LETTERS).to.equal(12);
  });

  const needs = [
    { least: 60, word: 150, line: 260 }, // the name: flexible
    { least: 80, word: 80, line: 200 },
    { least: 90, word: 116, line: 240 },
  ];

  it("column widths: short words first, then long words, then whole lines, the rest to the name", () => {
    // Not even the short words fit: the least widths (the table overflows rather than split them).
    expect(fitColumns(200, needs, 0)).to.deep.equal([60, 80, 90]);
    // 36 px beyond the least: shared evenly toward the long words (the name 12 + 12, the third 12) …
    expect(fitColumns(266, needs, 0)).to.deep.equal([78, 80, 108]);
    // … room for every long word: 150 and 116, then whole lines evenly (the third to 240 first).
    expect(fitColumns(346, needs, 0)).to.deep.equal([150, 80, 116]);
    expect(fitColumns(446, needs, 0).map(Math.round)).to.deep.equal([183, 113, 149]);
    // Everything on one line and 100 px over: the name takes them.
    expect(fitColumns(800, needs, 0)).to.deep.equal([360, 200, 240]);
  });
});
