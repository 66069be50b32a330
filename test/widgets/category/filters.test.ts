import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { within } from "@testing-library/dom";
import { categoryApi, rawArticles } from "../../support/category-fixtures.ts";
import { expectFocus, typeAndBlur } from "../../support/dom.ts";
import { afterPaint, checkbox, countText, tick, mountCategory, rowNumbers, useCategorySuite, waitFor, withViewport } from "./setup.ts";

// 40 articles (test/support/category-fixtures.ts): material cycles Archivkarton, Wellpappe, Museumskarton,
// Graukarton; FSC "ja" on even ones; inner length 280 + 10·(i mod 8) mm.
describe("<shop-category> filters", () => {
  useCategorySuite();

  it("OR within a filter, AND across filters; counts of each value given the other filters", async () => {
    categoryApi();
    const { q } = await mountCategory();
    expect(countText(q)).to.equal("40 Artikel gefunden");
    await tick(checkbox(q, /^Wellpappe/));
    await waitFor(() => expect(countText(q)).to.equal("10 Artikel gefunden"));
    await tick(checkbox(q, /^Graukarton/));
    await waitFor(() => expect(countText(q)).to.equal("20 Artikel gefunden"));
    // FSC counts given the materials: Wellpappe and Graukarton are all odd (FSC "nein").
    expect(checkbox(q, /^Ja \(0\)/)).to.exist;
    expect(checkbox(q, /^Nein \(20\)/)).to.exist;
    await tick(checkbox(q, /^Ja/));
    await waitFor(() => expect(countText(q)).to.equal("0 Artikel gefunden"));
    // Material counts given FSC = ja: Archivkarton and Museumskarton 10 each.
    expect(checkbox(q, /^Archivkarton \(10\)/)).to.exist;
    expect(checkbox(q, /^Wellpappe \(0\)/).checked).to.equal(true);
  });

  it("two filters set before the next render both count (a fast second click loses nothing)", async () => {
    categoryApi();
    const { q } = await mountCategory();
    checkbox(q, /^Archivkarton/).click();
    typeAndBlur(q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement, "300");
    // Archivkarton (i mod 4 = 0): lengths 280 and 320 alternate; from 300 mm on, half of the 10.
    await waitFor(() => expect(countText(q)).to.equal("5 Artikel gefunden"));
    expect(checkbox(q, /^Archivkarton/).checked).to.equal(true);
  });

  it("empty result hint names the filter to loosen and its button removes it", async () => {
    categoryApi();
    const { q } = await mountCategory();
    await tick(checkbox(q, /^Graukarton/));
    await tick(checkbox(q, /^Ja/));
    await waitFor(() => expect(countText(q)).to.equal("0 Artikel gefunden"));
    expect(q.getByText(/Die meisten Artikel schließt der Filter „Material“ aus/)).to.exist;
    q.getByRole("button", { name: "Filter „Material“ entfernen" }).click();
    await waitFor(() => expect(countText(q)).to.equal("20 Artikel gefunden"));
  });

  it("range filter: inner length 300–330 mm applies on blur; decimal comma; FSC narrows further", async () => {
    categoryApi();
    const { q } = await mountCategory();
    typeAndBlur(q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement, "300");
    typeAndBlur(q.getByRole("textbox", { name: "Länge bis (mm)" }) as HTMLInputElement, "330,0");
    await waitFor(() => expect(countText(q)).to.equal("20 Artikel gefunden"));
    await tick(checkbox(q, /^Ja/));
    await waitFor(() => expect(countText(q)).to.equal("10 Artikel gefunden"));
  });

  it("range parse: a bad value gets a message at the field, is kept, and the filter stays as it was", async () => {
    categoryApi();
    const { q } = await mountCategory();
    const from = q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement;
    typeAndBlur(from, "30o");
    const alert = await q.findByText("Bitte eine Zahl eingeben, z. B. 300 oder 12,5.");
    expect(from.value).to.equal("30o");
    expect(from.getAttribute("aria-invalid")).to.equal("true");
    expect(from.getAttribute("aria-describedby")).to.equal(alert.id);
    expect(countText(q)).to.equal("40 Artikel gefunden");
  });

  it("range: from > to says so at the 'to' field and keeps both texts", async () => {
    categoryApi();
    const { q } = await mountCategory();
    typeAndBlur(q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement, "330");
    // From 330 mm on: lengths 330, 340, 350 (3 of every 8).
    await waitFor(() => expect(countText(q)).to.equal("15 Artikel gefunden"));
    const to = q.getByRole("textbox", { name: "Länge bis (mm)" }) as HTMLInputElement;
    typeAndBlur(to, "300");
    expect(await q.findByText(/„bis“ ist kleiner als „von“/)).to.exist;
    expect(to.value).to.equal("300");
    expect(countText(q)).to.equal("15 Artikel gefunden");
  });

  it("range: digits typed into 'bis' while leaving 'von' applies it survive the re-render", async () => {
    categoryApi();
    const { q } = await mountCategory();
    const from = q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement;
    const to = q.getByRole("textbox", { name: "Länge bis (mm)" }) as HTMLInputElement;
    // Leaving "von" applies it; the shopper types on into "bis" before that re-render and its effects.
    typeAndBlur(from, "300");
    to.focus();
    to.value = "33";
    to.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(countText(q)).to.equal("30 Artikel gefunden"));
    await afterPaint();
    expect(to.value).to.equal("33");
    expect(from.value).to.equal("300");
  });

  it("mehr anzeigen: a filter of many values shows its first 5 and a disclosure for the rest; a ticked value stays when folded", async () => {
    const colours = ["blau", "braun", "chamois", "elfenbein", "grau", "rot", "schwarz", "weiß"];
    categoryApi({ articles: rawArticles(40).map((a, i) => ({ ...a, properties: { ...a.properties, farbe: colours[i % 8] } })) });
    const { q } = await mountCategory();
    const colour = within(q.getByRole("group", { name: "Farbe" }));
    expect(colour.getAllByRole("checkbox")).to.have.length(5);
    const more = colour.getByRole("button", { name: "mehr anzeigen (3)" });
    expect(more.getAttribute("aria-expanded")).to.equal("false");
    more.click();
    await waitFor(() => expect(colour.getAllByRole("checkbox")).to.have.length(8));
    expect(more.getAttribute("aria-expanded")).to.equal("true");
    expect(more.textContent).to.equal("weniger anzeigen");
    await tick(checkbox(q, /^schwarz/));
    more.click();
    await waitFor(() => expect(more.textContent).to.equal("mehr anzeigen (2)"));
    expect(colour.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent?.split(" ")[0])).to.deep.equal([
      "blau",
      "braun",
      "chamois",
      "elfenbein",
      "grau",
      "schwarz",
    ]);
  });

  it("text filter over article number and descriptions, case- and accent-insensitive", async () => {
    categoryApi();
    const { q } = await mountCategory();
    const search = q.getByRole("searchbox", { name: "Artikelnummer oder Beschreibung" }) as HTMLInputElement;
    search.focus();
    search.value = "STULPDECKEL";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(countText(q)).to.equal("8 Artikel gefunden"));
    search.value = "ab-0012";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(countText(q)).to.equal("1 Artikel gefunden"));
  });

  it("chips: remove one moves focus to the next chip; clear all moves focus to the filter heading", async () => {
    categoryApi();
    const { el, q } = await mountCategory();
    await tick(checkbox(q, /^Wellpappe/));
    await tick(checkbox(q, /^Graukarton/));
    await tick(checkbox(q, /^Nein/));
    const first = await q.findByRole("button", { name: "Filter entfernen: Material: Wellpappe" });
    first.focus();
    first.click();
    await waitFor(() => expectFocus(el, q.getByRole("button", { name: "Filter entfernen: Material: Graukarton" })));
    expect(countText(q)).to.equal("10 Artikel gefunden");
    q.getByRole("button", { name: "Alle Filter entfernen" }).focus();
    q.getByRole("button", { name: "Alle Filter entfernen" }).click();
    await waitFor(() => expectFocus(el, q.getByRole("heading", { name: "Filter" })));
    expect(countText(q)).to.equal("40 Artikel gefunden");
    expect(q.queryByRole("button", { name: /^Filter entfernen/ })).to.equal(null);
  });

  it("the last chip removed moves focus to the filter heading", async () => {
    categoryApi();
    const { el, q } = await mountCategory();
    await tick(checkbox(q, /^Wellpappe/));
    const chip = await q.findByRole("button", { name: "Filter entfernen: Material: Wellpappe" });
    chip.focus();
    chip.click();
    await waitFor(() => expectFocus(el, q.getByRole("heading", { name: "Filter" })));
  });

  it("sort orders: name, article number, list price, inner length", async () => {
    categoryApi({ n: 12 });
    const { el, q } = await mountCategory();
    const sort = q.getByRole("combobox", { name: "Sortieren nach" }) as HTMLSelectElement;
    const choose = (value: string) => {
      sort.value = value;
      sort.dispatchEvent(new Event("change", { bubbles: true }));
    };
    choose("m.innenmass");
    await waitFor(() => expect(rowNumbers(el).slice(0, 3)).to.deep.equal(["AB-0000", "AB-0008", "AB-0001"]));
    choose("price");
    // listPriceFrom 2 + (i mod 7)·0.5: i = 0 and 7 first.
    await waitFor(() => expect(rowNumbers(el).slice(0, 2)).to.deep.equal(["AB-0000", "AB-0007"]));
    choose("artnr");
    await waitFor(() => expect(rowNumbers(el).slice(0, 2)).to.deep.equal(["AB-0000", "AB-0001"]));
    choose("name");
    // Names "Archivbox A0", "Archivbox B1", … "Archivbox L11": B1 before C2.
    await waitFor(() => expect(rowNumbers(el).slice(0, 3)).to.deep.equal(["AB-0000", "AB-0001", "AB-0002"]));
  });

  it("trade words: a value's explanation opens by its button (keyboard and touch), not on hover", async function () {
    // Wide enough for the table, whose cells have the toggles too (a phone card leaves them to the filters).
    await withViewport(this, 1280, 900, async () => {
      categoryApi();
      const { q } = await mountCategory();
      const buttons = q.getAllByRole("button", { name: "Was heißt „ligninfrei, gepuffert“?" });
      expect(buttons.length).to.be.greaterThan(1);
      const button = buttons[0] as HTMLButtonElement;
      expect(button.getAttribute("aria-expanded")).to.equal("false");
      button.focus();
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("true"));
      // One toggle per value, explaining each trade word it names.
      expect(button.parentElement?.textContent).to.contain("Ohne Lignin");
      expect(button.parentElement?.textContent).to.contain("alkalischer Reserve");
    });
  });
});
