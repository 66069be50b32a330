// The first screen's prices go with the list's render, before its rows are built (issue 23,
// core/browse-ui/use-primed-prices.ts). A file of its own: the page-wide price queue starts idle, as
// on a page's first load (another test's requests still running would take places in it).
import { expect } from "chai";
import { MAX_CONCURRENT } from "../../../core/browse-ui/price-queue.ts";
import { categoryApi, withPricesSent } from "../../support/category-fixtures.ts";
import { afterPaint, mountCategory, useCategorySuite, waitFor } from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];

describe("<shop-category> first prices", () => {
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
});
