// The list as shoppers see it at phone and desktop widths (issue 20): the filter sheet, article cards,
// columns that fit their words, and the space a loading list reserves.
import { within } from "@testing-library/dom";
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { delay, HttpResponse, http } from "msw";
import { isShortWord } from "../../../core/browse/short-words.ts";
import { encodeCategoryAnswer } from "../../../core/api/category-answer-encode.ts";
import { categoryApi, rawArticles } from "../../support/category-fixtures.ts";
import { expectFocus, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { BLOCK, checkbox, countText, mountCategory, tick, useCategorySuite, waitFor, withViewport } from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];
const shows = (cell: Element) => cell.getBoundingClientRect().width > 1;

/** The words of up to 12 letters that a line break splits, in the table's headers and cells. */
function splitWords(table: Element): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (const match of text.matchAll(/[^\s-]+-?/gu)) {
      if (!isShortWord(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) split.push(match[0]);
    }
  }
  return split;
}

describe("<shop-category> layout", () => {
  useCategorySuite();

  it("filter sheet at 390 px: loaded on the first press, a modal dialog of full height; a tick updates 'N Artikel anzeigen' at once; Escape closes, focus back on 'Filter (n)'", async function () {
    await withViewport(this, 390, 800, async () => {
      categoryApi();
      const { el, q } = await mountCategory();
      expect(q.queryByRole("checkbox", { name: /^Wellpappe/ })).to.equal(null);
      // The sheet's code and styles load on the first press of 'Filter (n)' (FilterSheet.tsx), not before.
      expect(el.shadowRoot?.querySelector("dialog")).to.equal(null);
      const toggle = q.getByRole("button", { name: "Filter (0)" });
      toggle.focus();
      toggle.click();
      const sheet = await q.findByRole("dialog", { name: "Filter" });
      expect(sheet.matches(":modal")).to.equal(true);
      expect(toggle.getAttribute("aria-expanded")).to.equal("true");
      expect(Math.round(sheet.getBoundingClientRect().height)).to.equal(innerHeight);
      const show = within(sheet).getByRole("button", { name: "40 Artikel anzeigen" });
      await tick(checkbox(q, /^Wellpappe/));
      await waitFor(() => expect(show.textContent).to.equal("10 Artikel anzeigen"));
      await sendKeys({ press: "Escape" });
      await waitFor(() => expect(q.queryByRole("dialog")).to.equal(null));
      await waitFor(() => expectFocus(el, q.getByRole("button", { name: "Filter (1)" })));
      expect(toggle.getAttribute("aria-expanded")).to.equal("false");
    });
  });

  it("filter sheet: 'Alle Filter entfernen' in it clears; 'N Artikel anzeigen' closes it onto the list's top", async function () {
    await withViewport(this, 390, 800, async () => {
      categoryApi();
      const { el, q } = await mountCategory();
      q.getByRole("button", { name: "Filter (0)" }).click();
      const sheet = within(await q.findByRole("dialog", { name: "Filter" }));
      await tick(checkbox(q, /^Wellpappe/));
      sheet.getByRole("button", { name: "Alle Filter entfernen" }).click();
      await waitFor(() => expect(countText(q)).to.equal("40 Artikel gefunden"));
      await tick(checkbox(q, /^Graukarton/));
      // The page behind the sheet was scrolled away from the list.
      window.scrollTo(0, document.documentElement.scrollHeight);
      sheet.getByRole("button", { name: "10 Artikel anzeigen" }).click();
      await waitFor(() => expect(q.queryByRole("dialog")).to.equal(null));
      const toggle = q.getByRole("button", { name: "Filter (1)" });
      await waitFor(() => expectFocus(el, toggle));
      await waitFor(() => expect(Math.round(toggle.getBoundingClientRect().top)).to.be.within(-1, 60));
      const count = q.getAllByRole("status").find((s) => s.classList.contains("result-count")) as HTMLElement;
      expect(count.getBoundingClientRect().bottom).to.be.below(innerHeight);
    });
  });

  it("320 px: a wrapped filter value keeps its 20 px box and a 44 px row", async function () {
    await withViewport(this, 320, 800, async () => {
      // The demo catalogue's 2,000 boxes: material names long enough to wrap.
      const { q } = await mountCategory({ categoryId: "21" });
      q.getByRole("button", { name: "Filter (0)" }).click();
      const sheet = await q.findByRole("dialog", { name: "Filter" });
      const boxes = within(sheet).getAllByRole("checkbox");
      const labels = boxes.map((box) => box.closest("label") as HTMLElement);
      // Some values wrap to two lines (their row grows past 44 px).
      expect(labels.some((label) => label.getBoundingClientRect().height > 45)).to.equal(true);
      for (const box of boxes) {
        const { width, height } = box.getBoundingClientRect();
        expect([Math.round(width), Math.round(height)]).to.deep.equal([20, 20]);
      }
      expect(labels.filter((label) => label.getBoundingClientRect().height < 43.5)).to.have.length(0);
      await sendKeys({ press: "Escape" });
    });
  });

  it("phone cards: picture, name, number, the card's measures (inner size first), price and quick add; the other cells only for screen readers; never a '–'", async function () {
    await withViewport(this, 390, 800, async () => {
      // A diameter on one article in eight: a column, never a card's line.
      const articles = rawArticles(8).map((a, i) => ({ ...a, properties: { ...a.properties, durchmesser: i === 3 ? "80 mm" : null } }));
      categoryApi({ articles });
      const { el, q } = await mountCategory();
      const rows = rowsOf(el);
      await waitFor(() => expect(rows[0]?.querySelector(".quick-add-button")).to.not.equal(null));
      for (const row of rows) {
        const visible = [...row.querySelectorAll("td, th")].filter(shows);
        const measures = visible.filter((c) => c.classList.contains("card-measure"));
        measures.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
        expect(measures.map((c) => c.getAttribute("data-label"))).to.deep.equal(["Innenmaß", "Material", "Qualität"]);
        expect(visible.map((c) => c.className).filter((c) => c !== "card-measure")).to.deep.equal([
          "cell-image",
          "cell-name",
          "cell-price",
        ]);
        expect(visible.some((c) => c.textContent?.includes("–"))).to.equal(false);
        const picture = row.querySelector(".cell-image") as HTMLElement;
        expect(picture.getBoundingClientRect().height).to.equal(picture.getBoundingClientRect().width);
        // Still a table for screen readers: a cell per column header, none of them hidden from it.
        expect(row.querySelectorAll("[role=cell], [role=rowheader]")).to.have.length(q.getAllByRole("columnheader").length);
      }
      const heights = new Set(rows.map((row) => row.getBoundingClientRect().height));
      expect(heights.size).to.equal(1);
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
    });
  });

  it("phone cards: once the short words cannot stand side by side, the other columns' words are not measured", async function () {
    await withViewport(this, 390, 800, async () => {
      // Words no earlier test measured (the widths are kept per page): a material of its own per article.
      const marker = `Mq${Date.now().toString(36)}`;
      const articles = rawArticles(8).map((a, i) => ({ ...a, properties: { ...a.properties, material: `${marker}${i}` } }));
      categoryApi({ articles });
      const measured: string[] = [];
      const measureText = CanvasRenderingContext2D.prototype.measureText;
      CanvasRenderingContext2D.prototype.measureText = function (text) {
        measured.push(text);
        return measureText.call(this, text);
      };
      try {
        const { el } = await mountCategory();
        await waitFor(() => expect(el.shadowRoot?.querySelector(".article-table.cards")).to.not.equal(null));
        expect(el.shadowRoot?.querySelector("tbody")?.textContent).to.include(marker);
        expect(measured.filter((text) => text.includes(marker))).to.deep.equal([]);
      } finally {
        CanvasRenderingContext2D.prototype.measureText = measureText;
      }
    });
  });

  it("1280 px: a table whose columns hold their words: no word of up to 12 letters splits", async function () {
    await withViewport(this, 1280, 900, async () => {
      const { el } = await mountCategory({ categoryId: "21" });
      await waitFor(() => expect(rowsOf(el)).to.have.length(24));
      const table = el.shadowRoot?.querySelector("table") as HTMLTableElement;
      expect(table.classList.contains("cards")).to.equal(false);
      expect(splitWords(table)).to.deep.equal([]);
      const results = table.closest(".category-results") as HTMLElement;
      expect(table.getBoundingClientRect().right).to.be.at.most(results.getBoundingClientRect().right + 0.5);
    });
  });

  for (const width of [390, 1280]) {
    it(`${width} px: while the articles load, the list reserves the first page's height it then has`, async function () {
      await withViewport(this, width, 900, async () => {
        categoryApi();
        let release = () => {};
        const answered = new Promise<void>((resolve) => {
          release = resolve;
        });
        useHandlers(
          http.get("*/_hcms/api/product-categories/articles", async () => {
            await answered;
            await delay(0);
            return HttpResponse.json(encodeCategoryAnswer(rawArticles(40)));
          }),
        );
        const el = mount("shop-category", { ...BLOCK, baseUrl: `/reserve-${width}-${Math.random()}` });
        const q = ui(el);
        const loading = await waitFor(
          () => el.shadowRoot?.querySelector(".category-list.loading") ?? Promise.reject(new Error("no list yet")),
        );
        const reserved = (loading as HTMLElement).getBoundingClientRect().height;
        release();
        await waitFor(() => expect(countText(q)).to.equal("40 Artikel gefunden"));
        await waitFor(() => expect(rowsOf(el)).to.have.length(24));
        const list = el.shadowRoot?.querySelector(".category-list") as HTMLElement;
        expect(Math.abs(list.getBoundingClientRect().height - reserved)).to.be.below(reserved * 0.03);
      });
    });
  }
});
