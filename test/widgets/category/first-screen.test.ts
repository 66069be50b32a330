// A category's first screen (issue 23): its prices go with the list's render, before its rows are
// built (core/browse-ui/use-primed-prices.ts), and its filters come in the frame after its first rows
// (FilterPanel.tsx). A file of its own: the page-wide price queue starts idle, as on a page's first
// load (another test's requests still running would take places in it).
import { expect } from "chai";
import { MAX_CONCURRENT } from "../../../core/browse-ui/price-queue.ts";
import { categoryApi, withPricesSent } from "../../support/category-fixtures.ts";
import { afterPaint, mountCategory, useCategorySuite, waitFor, withViewport } from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];

describe("<shop-category> first screen", () => {
  useCategorySuite();

  it("the first screen's prices are asked before its rows are built, in the rows' order, each once", async () => {
    const rowsWhenSent: number[] = [];
    let mounted: HTMLElement | null = null;
    await withPricesSent(async (sent) => {
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).includes("/price-lists/get")) rowsWhenSent.push(mounted ? rowsOf(mounted).length : -1);
        return realFetch(input, init);
      };
      try {
        const calls = categoryApi({ n: 48, priceDelay: 40 });
        const mounting = mountCategory();
        mounted = document.querySelector("shop-category");
        const { el } = await mounting;
        await waitFor(() => expect(calls.prices.length).to.be.at.least(MAX_CONCURRENT));
        expect(rowsWhenSent.slice(0, MAX_CONCURRENT), "rows in the DOM as each of the first requests went").to.deep.equal(
          Array(MAX_CONCURRENT).fill(0),
        );
        expect(sent.slice(0, MAX_CONCURRENT)).to.deep.equal(
          rowsOf(el)
            .slice(0, MAX_CONCURRENT)
            .map((row) => row.dataset.key),
        );
        await afterPaint();
        expect(new Set(calls.prices).size, "no article asked twice").to.equal(calls.prices.length);
      } finally {
        window.fetch = realFetch;
      }
    });
  });

  it("the first rows are painted before the filters are built, and the filters' column keeps its width meanwhile", async function () {
    await withViewport(this, 1280, 900, async () => {
      categoryApi({ n: 48 });
      const frames: { rows: number; fields: number; resultsLeft: number }[] = [];
      let watching = true;
      const watch = () => {
        const root = document.querySelector("shop-category")?.shadowRoot;
        const rows = root?.querySelectorAll("tbody tr").length ?? 0;
        if (root && rows > 0)
          frames.push({
            rows,
            fields: root.querySelector(".filter-fields")?.childElementCount ?? -1,
            resultsLeft: root.querySelector(".category-results")?.getBoundingClientRect().left ?? -1,
          });
        if (watching) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      try {
        await mountCategory();
        await afterPaint();
      } finally {
        watching = false;
      }
      const [first] = frames;
      const last = frames.at(-1);
      expect(first?.fields, "filter fields in the frame of the first rows").to.equal(0);
      expect(last?.fields, "filter fields once painted").to.be.greaterThan(0);
      expect(last?.resultsLeft).to.equal(first?.resultsLeft);
    });
  });

  for (const [screen, width, height, first] of [
    ["a phone", 390, 844, "cards"],
    ["a wide screen", 1280, 900, "a table"],
  ] as const)
    it(`on ${screen} the rows are built as ${first} at once, not laid out as the other first`, async function () {
      await withViewport(this, width, height, async () => {
        categoryApi({ n: 48 });
        const mounting = mountCategory();
        const root = document.querySelector("shop-category")?.shadowRoot as ShadowRoot;
        // Every change of the table's class from its first build (the records keep the old values).
        const changes: string[] = [];
        const note = (records: MutationRecord[]) => {
          for (const record of records)
            if ((record.target as Element).classList.contains("article-table"))
              changes.push(`${record.oldValue} → ${(record.target as Element).className}`);
        };
        const observer = new MutationObserver(note);
        observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["class"], attributeOldValue: true });
        try {
          await mounting;
          await afterPaint();
        } finally {
          note(observer.takeRecords());
          observer.disconnect();
        }
        expect(changes, "the table's layout changed after it was built").to.deep.equal([]);
        const settled = root.querySelector(".article-table")?.classList.contains("cards") ? "cards" : "a table";
        expect(settled).to.equal(first);
      });
    });
});
