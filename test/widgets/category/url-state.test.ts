import { expect } from "chai";
import { categoryApi } from "../../support/category-fixtures.ts";
import { cleanup } from "../../support/dom.ts";
import { checkbox, countText, mountCategory, openWithQuery, ownParams, rowNumbers, tick, useCategorySuite, waitFor } from "./setup.ts";

describe("<shop-category> URL state", () => {
  useCategorySuite();

  it("URL state: a filter, the sort and the page push entries under c.; a reload restores them", async () => {
    categoryApi();
    const { q } = await mountCategory({ pageSize: 5 });
    // Counted by the calls, not by history.length: Chromium keeps at most 50 entries per page.
    let pushes = 0;
    const { pushState } = history;
    history.pushState = (...args) => (pushes++, pushState.apply(history, args));
    try {
      await tick(checkbox(q, /^Wellpappe/));
      await waitFor(() => expect(ownParams()).to.equal("c.f.material=Wellpappe"));
      q.getByRole("button", { name: "Seite 2" }).click();
      await waitFor(() => expect(ownParams()).to.equal("c.f.material=Wellpappe&c.page=2"));
    } finally {
      history.pushState = pushState;
    }
    expect(pushes).to.equal(2);
    cleanup(); // the element goes; the page's URL stays, as on a reload
    const { el, q: again } = await mountCategory({ pageSize: 5 });
    expect(countText(again)).to.equal("10 Artikel gefunden");
    expect(checkbox(again, /^Wellpappe/).checked).to.equal(true);
    expect(again.getByRole("button", { name: "Seite 2" }).getAttribute("aria-current")).to.equal("page");
    // Wellpappe is every 4th from 1: page 2 of 5 rows starts at article 21.
    expect(rowNumbers(el)[0]).to.equal("AB-0021");
  });

  it("URL state: back restores the previous filters", async () => {
    categoryApi();
    const { q } = await mountCategory();
    await tick(checkbox(q, /^Wellpappe/));
    await tick(checkbox(q, /^Graukarton/));
    await waitFor(() => expect(countText(q)).to.equal("20 Artikel gefunden"));
    // The entry is pushed once the frame showing the choice is painted.
    await waitFor(() => expect(ownParams()).to.equal("c.f.material=Wellpappe&c.f.material=Graukarton"));
    history.back();
    await waitFor(() => expect(countText(q)).to.equal("10 Artikel gefunden"));
    expect(checkbox(q, /^Graukarton/).checked).to.equal(false);
    expect(ownParams()).to.equal("c.f.material=Wellpappe");
  });

  it("URL state: a shared link opens filtered; foreign parameters stay; unknown c. parameters are ignored with a note", async () => {
    categoryApi();
    openWithQuery("b.type=11&c.f.material=Wellpappe&c.r.innenmass.0=300~330&c.sort=price&c.zzz=1&utm=x");
    const notes: string[] = [];
    const info = console.info;
    console.info = (m: string) => notes.push(String(m));
    try {
      const { q } = await mountCategory();
      // Wellpappe (i mod 4 = 1): lengths 290, 330 → only 330 (i mod 8 = 5) in 300–330.
      expect(countText(q)).to.equal("5 Artikel gefunden");
      expect((q.getByRole("textbox", { name: "Länge von (mm)" }) as HTMLInputElement).value).to.equal("300");
      expect((q.getByRole("combobox", { name: "Sortieren nach" }) as HTMLSelectElement).value).to.equal("price");
      await tick(checkbox(q, /^Ja/));
    } finally {
      console.info = info;
    }
    expect(notes.some((n) => n.includes("c.zzz=1"))).to.equal(true);
    await waitFor(() => expect(new URLSearchParams(location.search).getAll("c.f.fsc")).to.deep.equal(["ja"]));
    const params = new URLSearchParams(location.search);
    expect(params.get("b.type")).to.equal("11");
    expect(params.get("utm")).to.equal("x");
    expect(params.getAll("c.f.fsc")).to.deep.equal(["ja"]);
  });

  it("URL state: typing in the text filter replaces the entry after a pause, no entry per keystroke", async () => {
    categoryApi();
    const { q } = await mountCategory();
    const calls = { push: 0, replace: 0 };
    const { pushState, replaceState } = history;
    history.pushState = (...args) => (calls.push++, pushState.apply(history, args));
    history.replaceState = (...args) => (calls.replace++, replaceState.apply(history, args));
    try {
      const search = q.getByRole("searchbox", { name: "Artikelnummer oder Beschreibung" }) as HTMLInputElement;
      for (const text of ["k", "kl", "kla"]) {
        search.value = text;
        search.dispatchEvent(new Event("input", { bubbles: true }));
      }
      await waitFor(() => expect(ownParams()).to.equal("c.q=kla"));
    } finally {
      history.pushState = pushState;
      history.replaceState = replaceState;
    }
    expect(calls).to.deep.equal({ push: 0, replace: 1 });
  });
});
