import { expect } from "chai";
import { HttpResponse, http } from "msw";
import { listen } from "../../../core/element/events.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { MAX_CONCURRENT } from "../../../core/browse-ui/price-queue.ts";
import { categoryApi, rawArticles, withPricesSent } from "../../support/category-fixtures.ts";
import { captureConsoleErrors, cleanup, expectFocus, mount, shownText, ui, waitForToast } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { companyChoices } from "../../support/product-api.ts";
import { ROW_BATCH } from "../../../widgets/category/ArticleTable.tsx";
import {
  afterPaint,
  BLOCK,
  checkbox,
  countText,
  mountCategory,
  rowNumbers,
  tick,
  useCategorySuite,
  waitFor,
  withViewport,
} from "./setup.ts";

const rowsOf = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>("tbody tr") ?? [])];

describe("<shop-category> list, prices and quick add", () => {
  useCategorySuite();

  it("paging shows only a page: pageSize rows in the DOM, an accessible page navigation", async () => {
    categoryApi({ n: 60 });
    const { el, q } = await mountCategory({ pageSize: 24 });
    await waitFor(() => expect(rowsOf(el)).to.have.length(24));
    const nav = q.getByRole("navigation", { name: "Seiten" });
    expect(nav).to.exist;
    expect(q.getByRole("button", { name: "Seite 1" }).getAttribute("aria-current")).to.equal("page");
    q.getByRole("button", { name: "Seite 3" }).click();
    await waitFor(() => expect(rowNumbers(el)[0]).to.equal("AB-0048"));
    // The page's rows come in batches: wait for all of them.
    await waitFor(() => expect(rowsOf(el)).to.have.length(12));
    // Focus moves to the top of the new rows, not to the page body.
    expectFocus(el, el.shadowRoot?.querySelector(".rows") as Element);
  });

  it("rows far below the screen wait with their picture and quick add until they come near it", async () => {
    categoryApi({ n: 24 });
    const { el } = await mountCategory({ pageSize: 24 });
    await waitFor(() => expect(rowsOf(el)).to.have.length(24));
    const first = rowsOf(el)[0] as HTMLTableRowElement;
    const last = rowsOf(el)[23] as HTMLTableRowElement;
    await waitFor(() => expect(first.querySelector("img")).to.not.equal(null));
    await waitFor(() => expect(first.querySelector(".quick-add-button")).to.not.equal(null));
    expect(last.querySelector("img")).to.equal(null);
    expect(last.querySelector(".quick-add")).to.equal(null);
    last.scrollIntoView();
    await waitFor(() => expect(last.querySelector(".quick-add")).to.not.equal(null));
    expect(last.querySelector("img")?.getAttribute("src")).to.be.a("string");
  });

  it("a filter change builds the rows a screen holds in its frame, the others in the frames after", async () => {
    categoryApi({ n: 60 });
    const { el, q } = await mountCategory({ pageSize: 24 });
    await waitFor(() => expect(rowsOf(el)).to.have.length(24));
    checkbox(q, /^Wellpappe/).click();
    // The next render (a microtask after the click) shows the first batch only …
    await Promise.resolve();
    await waitFor(() => expect(countText(q)).to.equal("15 Artikel gefunden"));
    expect(rowsOf(el)).to.have.length(ROW_BATCH);
    // … and the page is whole a few frames later.
    await waitFor(() => expect(rowsOf(el)).to.have.length(15));
  });

  it("the rows keep their table semantics as grids: rows, column headers, a row header and cells", async () => {
    categoryApi({ n: 3 });
    const { q } = await mountCategory();
    const table = q.getByRole("table", { name: /Artikel dieser Kategorie, Seite 1 von 1/ });
    expect(table).to.exist;
    expect(q.getAllByRole("row")).to.have.length(4);
    expect(q.getAllByRole("columnheader").map((h) => h.textContent)).to.include.members(["Artikel", "Ihr Preis"]);
    expect(q.getAllByRole("rowheader")[0]?.textContent).to.contain("Archivbox A0");
    expect(q.getAllByRole("cell").length).to.be.greaterThan(3 * 4);
  });

  it("the first rows show with a placeholder price; then 'ab' the lowest scale price", async () => {
    categoryApi();
    // The prices wait until the placeholder has been seen (they are asked for as the rows render).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", async () => {
        await released;
        return HttpResponse.json({
          itemInUnit: 1,
          scaled_price: [
            { quantity: 1, price: 3 },
            { quantity: 50, price: 2 },
          ],
        });
      }),
    );
    const { el } = await mountCategory();
    const first = rowsOf(el)[0] as HTMLTableRowElement;
    expect(first.querySelector(".row-price .skeleton"), "the price's place while it loads").to.not.equal(null);
    expect(first.querySelector(".row-price")?.textContent).to.contain("Wird ermittelt");
    release();
    // Article 5000: scale 3,00 € from 1 and 2,00 € from 50, per piece.
    await waitFor(() => expect(shownText(first.querySelector(".row-price"))).to.equal("ab\u00a02,00\u00a0€ / Stück"));
    expect(first.querySelector(".row-price .visually-hidden")?.textContent, "heard: per piece").to.equal(" je Stück");
  });

  it("prices a screen ahead: rows within a screen below the fold are priced unscrolled, those on screen first and in order; far rows wait (but the page's first few, asked before the rows are built)", async () => {
    await withPricesSent(async (sent) => {
      const calls = categoryApi({ n: 48, priceDelay: 40 });
      const { el } = await mountCategory({ pageSize: 48 });
      await waitFor(() => expect(rowsOf(el)).to.have.length(48));
      const rows = rowsOf(el).map((row) => ({ id: row.dataset.key ?? "", top: row.getBoundingClientRect().top }));
      const near = rows.filter((r) => r.top < 2 * innerHeight).map((r) => r.id);
      // The page's first MAX_CONCURRENT rows are asked for as the list renders, wherever they are.
      const far = rows
        .slice(MAX_CONCURRENT)
        .filter((r) => r.top > 2 * innerHeight + 1)
        .map((r) => r.id);
      // Some of the near rows are below the fold: priced before the shopper scrolls to them.
      expect(rows.filter((r) => r.top >= innerHeight && r.top < 2 * innerHeight)).to.not.have.length(0);
      await waitFor(() => expect(calls.prices).to.include.members(near));
      expect(sent.slice(0, near.length)).to.deep.equal(near);
      await afterPaint();
      expect(calls.prices.filter((id) => far.includes(id))).to.deep.equal([]);
      expect(calls.maxInFlight).to.be.at.most(MAX_CONCURRENT);
      rowsOf(el)[47]?.scrollIntoView();
      await waitFor(() => expect(calls.prices).to.include("5047"));
      expect(calls.maxInFlight).to.be.at.most(MAX_CONCURRENT);
    });
  });

  for (const [screen, width, height] of [
    ["a phone", 390, 844],
    ["a wide screen", 1280, 900],
  ] as const)
    it(`the first screen's rows are priced first on ${screen}: the rows on screen from the top, then the next ones, in order`, async function () {
      await withViewport(this, width, height, () =>
        withPricesSent(async (sent) => {
          const calls = categoryApi({ n: 48, priceDelay: 40 });
          const { el } = await mountCategory();
          await waitFor(() => expect(rowsOf(el)).to.have.length(24));
          await afterPaint();
          const rows = rowsOf(el).map((row) => ({ id: row.dataset.key ?? "", box: row.getBoundingClientRect() }));
          const visible = rows.filter((r) => r.box.bottom > 0 && r.box.top < innerHeight).map((r) => r.id);
          const next = rows.filter((r) => r.box.top >= innerHeight && r.box.top < 2 * innerHeight).map((r) => r.id);
          expect(visible, "a row on the first screen").to.not.have.length(0);
          await waitFor(() => expect(calls.prices).to.include.members([...visible, ...next]));
          expect(sent.slice(0, visible.length + next.length)).to.deep.equal([...visible, ...next]);
        }),
      );
    });

  it("hidden empty columns: a column empty for every row of the result goes with its header, and comes back with a row that has it", async () => {
    // Only article 3 has a diameter; Wellpappe (1, 5, 9) has none, and no certificate (FSC "nein").
    const articles = rawArticles(12).map((a, i) => ({ ...a, properties: { ...a.properties, durchmesser: i === 3 ? "80 mm" : null } }));
    categoryApi({ articles });
    const { el, q } = await mountCategory();
    const headers = () => q.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers()).to.include.members(["Durchmesser", "Zertifikat"]);
    await tick(checkbox(q, /^Wellpappe/));
    await waitFor(() => expect(headers()).to.not.include("Durchmesser"));
    expect(headers()).to.not.include("Zertifikat");
    for (const row of rowsOf(el)) {
      expect(row.querySelectorAll("[role=cell], [role=rowheader]")).to.have.length(headers().length);
      expect(row.textContent).to.not.contain("–");
    }
    await tick(checkbox(q, /^Wellpappe/));
    await waitFor(() => expect(headers()).to.include.members(["Durchmesser", "Zertifikat"]));
  });

  it("refetch on company change: rows on screen ask again for the selected company", async () => {
    const calls = categoryApi({ n: 4 });
    const { el } = await mountCategory();
    await waitFor(() => expect(calls.prices.length).to.be.greaterThan(0));
    await new Promise((r) => setTimeout(r, 300));
    // Which of its rows asked (an earlier test's requests may still arrive: its articles are others).
    const seen = [...new Set(calls.prices)].filter((id) => Number(id) < 5004).sort();
    setCompanies(companyChoices);
    selectCompany("c-1");
    await waitFor(() => expect([...new Set(calls.prices.filter((_, i) => calls.companies[i] === "c-1"))].sort()).to.deep.equal(seen));
    expect(rowsOf(el)).to.have.length(4);
  });

  it("quick add posts one order item (a double click sends one), a toast and ordersAmountEvent", async () => {
    const calls = categoryApi({ n: 3 });
    const events: unknown[] = [];
    const stop = listen("ordersAmountEvent", (detail) => events.push(detail));
    const { el, q } = await mountCategory();
    const first = rowsOf(el)[0] as HTMLTableRowElement;
    await waitFor(() => expect(first.querySelector(".quick-add-button")).to.not.equal(null));
    const button = first.querySelector<HTMLButtonElement>(".quick-add-button") as HTMLButtonElement;
    button.click();
    button.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    stop();
    expect(calls.posts).to.have.length(1);
    expect(calls.posts[0]).to.include({ artikel_nummer: "AB-0000", menge: 1, article_id: "5000" });
    expect(events).to.deep.equal([{ amount: 1 }]);
    expect(q.getAllByRole("link", { name: "Archivbox A0" })[0]?.getAttribute("href")).to.equal("/produkt/5000");
  });

  it("a quick add's confirmation leads to the cart and checkout pages the block names, else to the language's defaults", async () => {
    categoryApi({ n: 1 });
    const links = async (block: Record<string, unknown>, added: string) => {
      const { el } = await mountCategory(block);
      await waitFor(() => expect(rowsOf(el)[0]?.querySelector(".quick-add-button")).to.not.equal(null));
      rowsOf(el)[0]!.querySelector<HTMLButtonElement>(".quick-add-button")!.click();
      const toast = await waitForToast(added);
      const hrefs = [...toast.querySelectorAll("a")].map((a) => a.getAttribute("href"));
      cleanup();
      return hrefs;
    };
    const block = { cartUrl: "/shop/mein-warenkorb", checkoutUrl: "https://shop.example/bestellen" };
    expect(await links(block, "Artikel wurde zum Warenkorb hinzugefügt")).to.deep.equal([
      "/shop/mein-warenkorb",
      "https://shop.example/bestellen",
    ]);
    expect(await links({ language: "en" }, "Item was added to the cart")).to.deep.equal(["/basket", "/checkout"]);
  });

  it("a cart or checkout page that is no site path or http(s) URL is refused with the block: an alert names the field", async () => {
    for (const field of ["cartUrl", "checkoutUrl"]) {
      const { result } = await captureConsoleErrors(() =>
        ui(mount("shop-category", { ...BLOCK, [field]: "javascript:alert(1)" })).findByRole("alert"),
      );
      expect(result.textContent).to.contain(field);
      cleanup();
    }
  });

  it("an article without prices says 'Preis auf Anfrage' and links to its page", async () => {
    categoryApi({ n: 1 });
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => HttpResponse.json({ itemInUnit: 1, scaled_price: [] })));
    const { el, q } = await mountCategory();
    await waitFor(() => expect(rowsOf(el)[0]?.querySelector(".row-price")?.textContent).to.equal("Preis auf Anfrage"));
    expect(q.getByRole("link", { name: "Preis auf Anfrage: zum Artikel" }).getAttribute("href")).to.equal("/produkt/5000");
  });
});
