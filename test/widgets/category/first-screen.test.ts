// A category's first screen (issue 23): its prices go with the list's render, before its rows are
// built (core/browse-ui/use-primed-prices.ts), and its filters come in the frame after its first rows
// (FilterPanel.tsx). A file of its own: the page-wide price queue starts idle, as on a page's first
// load (another test's requests still running would take places in it).
import { expect } from "chai";
import { MAX_CONCURRENT } from "../../../core/browse-ui/price-queue.ts";
import { category, categoryApi, withPricesSent } from "../../support/category-fixtures.ts";
import { afterPaint, mountCategory, useCategorySuite, waitFor, withViewport } from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];

/** Calls `see` with the element's shadow root once its first rows are in it (after the render that built them). */
function whenFirstRows(see: (root: ShadowRoot) => void): void {
  const root = document.querySelector("shop-category")?.shadowRoot as ShadowRoot;
  const observer = new MutationObserver(() => {
    if (!root.querySelector("tbody tr")) return;
    observer.disconnect();
    see(root);
  });
  observer.observe(root, { subtree: true, childList: true });
}

/**
 * Counts the texts folded (core/browse/fold.ts normalizes each) until `stop()`: the index folds each
 * article's text once, the first page's rows their own. `onFold` sees each count.
 */
function countFolds(onFold: (count: number) => void = () => {}) {
  const normalize = String.prototype.normalize;
  const folds = { count: 0, stop: () => (String.prototype.normalize = normalize) };
  String.prototype.normalize = function counted(this: string, form?: string) {
    onFold(++folds.count);
    return normalize.call(this, form);
  };
  return folds;
}

/**
 * Mounts the category over `n` articles, counting the texts folded (countFolds) until it is mounted;
 * `atFirstRows` runs once the first rows are in, with the count so far.
 */
async function mountCountingFolds(n: number, atFirstRows: (root: ShadowRoot, folded: () => number) => void) {
  categoryApi({ n });
  const folds = countFolds();
  try {
    const mounting = mountCategory();
    whenFirstRows((root) => atFirstRows(root, () => folds.count));
    await mounting;
  } finally {
    folds.stop();
  }
  return folds.count;
}

/** Queues a task as the index queues its parts (core/browse/index-in-parts.ts): ranked ahead where the browser ranks tasks. */
function queueTask(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask(task: () => void, options: { priority: string }): Promise<void> } }).scheduler;
  if (scheduler) void scheduler.postTask(task, { priority: "user-blocking" });
  else setTimeout(task);
}

/** What the list shows: its rows (their elements and articles), column headers, sort options and count. */
function listShown(root: ShadowRoot) {
  const rows = [...root.querySelectorAll<HTMLElement>("tbody tr")];
  return {
    rows,
    keys: rows.map((row) => row.dataset.key),
    headers: [...root.querySelectorAll("thead th")].map((th) => th.textContent),
    sort: [...root.querySelectorAll(".sort option")].map((option) => option.textContent),
    count: root.querySelector(".result-count")?.textContent,
  };
}

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

  it("unfiltered in the shop's order, the first rows do not wait for every article's index (it comes after them)", async () => {
    const n = 400;
    let foldedAtFirstRows = -1;
    const folded = await mountCountingFolds(n, (_, count) => {
      foldedAtFirstRows = count();
    });
    expect(foldedAtFirstRows, "articles indexed when the first rows were built").to.be.within(1, 48);
    expect(folded, "articles indexed once the filters are there").to.be.at.least(n);
  });

  it("after the first rows, the index is built in parts: a task queued once it has begun runs before it ends", async () => {
    const n = 1000;
    categoryApi({ n });
    let foldedWhenTaskRan = -1;
    const folds = countFolds((count) => {
      // Past the first page's rows: the index has begun.
      if (count === 100) queueTask(() => (foldedWhenTaskRan = folds.count));
    });
    try {
      await mountCategory();
    } finally {
      folds.stop();
    }
    expect(folds.count).to.be.at.least(n);
    expect(foldedWhenTaskRan, "articles indexed when the task ran").to.be.within(100, n - 1);
  });

  it("the first page built before the index is the index's: the same rows kept, columns, sort options and count", async () => {
    // The category names material and quality: the inner size, not shown, still gets a sort option by its range.
    categoryApi({ n: 60, info: category({ columns: ["material", "qual"] }) });
    let first: ReturnType<typeof listShown> | null = null;
    const mounting = mountCategory();
    whenFirstRows((root) => {
      first = listShown(root);
    });
    const { el } = await mounting;
    await waitFor(() => expect(rowsOf(el)).to.have.length(24));
    const { rows, ...settled } = listShown(el.shadowRoot as ShadowRoot);
    const { rows: firstRows, ...before } = first ?? listShown(el.shadowRoot as ShadowRoot);
    expect(before).to.deep.equal({ ...settled, keys: settled.keys.slice(0, before.keys.length) });
    expect(settled.keys.slice(0, 3)).to.deep.equal(["5000", "5001", "5002"]);
    expect(settled.sort).to.include("Innenmaß, kleinstes zuerst");
    expect(settled.count).to.equal("60 Artikel gefunden");
    expect(
      firstRows.every((row, i) => row === rows[i]),
      "the first rows' elements stay",
    ).to.equal(true);
  });
  it("on a phone, 'Filter (n)' pressed before the index came builds it at once: the sheet opens onto the fields", async function () {
    await withViewport(this, 390, 844, async () => {
      const n = 400;
      let foldedNextFrame = -1;
      await mountCountingFolds(n, (root, count) => {
        root.querySelector<HTMLButtonElement>(".filter-toggle")?.click();
        requestAnimationFrame(() => (foldedNextFrame = count()));
      });
      expect(foldedNextFrame, "articles indexed in the frame after the press").to.be.at.least(n);
    });
  });
});
