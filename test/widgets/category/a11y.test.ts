import { expect } from "chai";
import { sendKeys, setViewport, narrowViewport } from "../../support/commands";
import { categoryApi } from "../../support/category-fixtures.ts";
import { axeViolations } from "../../support/axe.ts";
import { expectFocus } from "../../support/dom.ts";
import { checkbox, countText, mountCategory, tick, useCategorySuite, waitFor } from "./setup.ts";

/** Tabs until `match` has focus (at most `max` presses), so the test follows the keyboard's own order. */
async function tabTo(el: HTMLElement, match: (focused: Element) => boolean, max = 60): Promise<Element> {
  for (let i = 0; i < max; i++) {
    await sendKeys({ press: "Tab" });
    const focused = el.shadowRoot?.activeElement;
    if (focused && match(focused)) return focused;
  }
  throw new Error("never reached by Tab");
}

describe("<shop-category> accessibility", () => {
  useCategorySuite();

  it("axe: no violations with filters, chips, an opened trade word and prices", async () => {
    categoryApi();
    const { el, q } = await mountCategory();
    await tick(checkbox(q, /^Wellpappe/));
    q.getAllByRole("button", { name: "Was heißt „ligninfrei, gepuffert“?" })[0]?.click();
    await waitFor(() => expect(el.shadowRoot?.querySelector(".quick-add-button")).to.not.equal(null));
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("320 px: no sideways scroll, the filters behind 'Filter (n)', controls at least 44 px, axe clean", async function () {
    await narrowViewport(this, { width: 320, height: 800 });
    try {
      categoryApi();
      const { el, q } = await mountCategory({ language: "fr" });
      const toggle = q.getByRole("button", { name: "Filtres (0)" });
      expect(toggle.getAttribute("aria-expanded")).to.equal("false");
      expect(q.queryByRole("checkbox", { name: /^Wellpappe/ })).to.equal(null);
      toggle.click();
      await waitFor(() => expect(toggle.getAttribute("aria-expanded")).to.equal("true"));
      // The sheet loads on the first press (FilterSheet.tsx).
      await q.findByRole("dialog", { name: "Filtres" });
      await tick(checkbox(q, /^Wellpappe/));
      expect(q.getByRole("button", { name: "Filtres (1)" })).to.exist;
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      const small = [...(el.shadowRoot?.querySelectorAll<HTMLElement>("button, select, input:not([type=checkbox])") ?? [])].filter(
        (c) => c.getClientRects().length > 0 && c.getBoundingClientRect().height < 43.5,
      );
      expect(small.map((c) => c.outerHTML.slice(0, 80))).to.deep.equal([]);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("keyboard path through filters → chips → list: Space ticks, the chip removes, focus stays inside", async () => {
    categoryApi();
    const { el, q } = await mountCategory();
    q.getByRole("searchbox", { name: "Artikelnummer oder Beschreibung" }).focus();
    const box = await tabTo(el, (f) => f === checkbox(q, /^Wellpappe/));
    await sendKeys({ press: " " });
    await waitFor(() => expect(countText(q)).to.equal("10 Artikel gefunden"));
    expectFocus(el, box);
    const chip = await tabTo(el, (f) => f.classList.contains("chip"));
    expect(chip.textContent).to.contain("Wellpappe");
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(countText(q)).to.equal("40 Artikel gefunden"));
    expectFocus(el, q.getByRole("heading", { name: "Filter" }));
    const link = await tabTo(el, (f) => f.localName === "a" && f.closest("tbody") !== null, 120);
    expect(link.getAttribute("href")).to.equal("/produkt/5000");
  });
});
