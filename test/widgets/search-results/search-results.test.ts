import { within } from "@testing-library/dom";
import { expect } from "chai";
import { delay, http, HttpResponse, type HttpResponseResolver } from "msw";
import { searchIndex } from "../../../demo/mocks/search-index.ts";
import "../../../widgets/search-results/element.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, waitForToast } from "../../support/dom.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";

const start = `${location.pathname}${location.search}`;
const block = (overrides: Record<string, unknown> = {}) => ({ language: "de", geoLocation: "de", baseUrl: "", limit: 4, ...overrides });

/** Opens the page at `?query` (as a link or a reload would) and mounts the element. */
async function openResults(query: string, data: Record<string, unknown> = block()) {
  history.replaceState(null, "", `${location.pathname}?${query}`);
  return mountElement("shop-search-results", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));
}

/** Records every site-search request; without a resolver the demo's fake search answers. */
function searchApi(resolver?: HttpResponseResolver): URL[] {
  const calls: URL[] = [];
  useHandlers(
    http.get("*/_hcms/api/site-search", (info) => {
      calls.push(new URL(info.request.url));
      return resolver ? resolver(info) : undefined;
    }),
  );
  return calls;
}

/** The article cards (not their places while the hits load). */
const cardsOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(".article-card:has(a.article-card-link)")];
const cardNames = (el: HTMLElement) => cardsOf(el).map((card) => card.querySelector(".article-card-name")!.textContent);
const hitTitles = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll(".page-hits a")].map((n) => n.textContent);
const query = () => new URLSearchParams(location.search);

describe("<shop-search-results>", () => {
  // The fake search's index is made on a page's first search in a language: made here, a test's wait measures the element.
  before(() => {
    for (const language of ["de", "en", "fr"] as const) searchIndex(language);
  });
  useElementSuite({ afterEach: () => history.replaceState(null, "", start) });

  it("lists the hits of ?q=: category 21 first, then its boxes as article cards with picture, number, price and VAT note", async () => {
    const { el, q } = await openResults("q=archivkarton");
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Suchergebnisse für „archivkarton“");
    await waitFor(() => expect(hitTitles(el)[0]).to.equal("Archivkartons nach Format"));
    await waitFor(() => expect(cardsOf(el).length).to.be.at.least(2));
    const card = cardsOf(el)[0]!;
    expect(card.querySelector("img")?.getAttribute("src")).to.match(/^\/demo-images\//);
    expect(card.querySelector(".article-card-number")?.textContent).to.match(/^Art\.-Nr\. /);
    await waitFor(() => expect(card.querySelector(".article-card-price")?.textContent).to.match(/\d,\d\d\s€/));
    expect(card.querySelector(".offer-vat")?.textContent).to.contain("MwSt.");
    // The offer's facts as every list shows them: the pack size apart, the availability (the hit's properties).
    expect(card.querySelector(".offer-pack")?.textContent).to.match(/^Packung mit \d+ Stück$/);
    expect(card.querySelector(".offer-availability")?.textContent).to.match(/^(lagernd|auf Anfrage)$/);
    await waitFor(() => expect(within(card as HTMLElement).getByRole("button", { name: "In den Warenkorb" })).to.exist);
  });

  it("a quick add's confirmation leads to the cart and checkout pages the block names", async () => {
    const { el } = await openResults(
      "q=archivkarton",
      block({ cartUrl: "/shop/mein-warenkorb", checkoutUrl: "https://shop.example/bestellen" }),
    );
    await waitFor(() => expect(cardsOf(el).length).to.be.at.least(1));
    const add = await waitFor(() => within(cardsOf(el)[0]!).getByRole("button", { name: "In den Warenkorb" }));
    add.click();
    const toast = await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect([...toast.querySelectorAll("a")].map((a) => a.getAttribute("href"))).to.deep.equal([
      "/shop/mein-warenkorb",
      "https://shop.example/bestellen",
    ]);
  });

  it("kind filter: chips with the counts of every kind; a chip asks only its kind, is in the URL, and back undoes it", async () => {
    const calls = searchApi();
    const { el, q } = await openResults("q=archivkarton");
    const articles = await q.findByRole("button", { name: /^Artikel \(2\.\d{3}\)$/ });
    expect(q.getByRole("button", { name: /^Alle / }).getAttribute("aria-pressed")).to.equal("true");
    expect(q.getByRole("button", { name: "Kategorien (2)" })).to.exist;
    articles.click();
    await waitFor(() => expect(calls.at(-1)!.searchParams.get("type")).to.equal("ARTICLE"));
    await waitFor(() => expect(query().get("q.kind")).to.equal("ARTICLE"));
    await waitFor(() => expect(cardsOf(el)).to.have.length(4));
    expect(hitTitles(el)).to.deep.equal([]);
    expect(articles.getAttribute("aria-pressed")).to.equal("true");
    history.back();
    await waitFor(() => expect(query().get("q.kind")).to.equal(null));
    await waitFor(() => expect(hitTitles(el)[0]).to.equal("Archivkartons nach Format"));
    expect(calls.at(-1)!.searchParams.get("type")).to.equal(null);
  });

  it("numbered pager: a page's button asks that page, keeps it in the URL and moves focus to the new hits; a reload restores it, back returns", async () => {
    const calls = searchApi();
    const first = await openResults("q=stulpdeckel&q.kind=ARTICLE");
    await waitFor(() => expect(cardNames(first.el)).to.have.length(4));
    const page1 = cardNames(first.el);
    expect(first.el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 1 von \d+, [\d.]+ Treffer$/);
    const pager = first.q.getByRole("navigation", { name: "Seiten" });
    expect(within(pager).getByRole("button", { name: "Seite 1" }).getAttribute("aria-current")).to.equal("page");
    expect(within(pager).getByRole("button", { name: "Zurück" }).hasAttribute("disabled")).to.equal(true);
    within(pager).getByRole("button", { name: "Seite 2" }).click();
    await waitFor(() => expect(calls.at(-1)!.searchParams.get("page")).to.equal("2"));
    expect(calls.at(-1)!.searchParams.get("after")).to.equal(null);
    await waitFor(() => expect(query().get("q.page")).to.equal("2"));
    await waitFor(() => expect(first.el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 2 von/));
    const page2 = cardNames(first.el);
    expect(page2).to.have.length(4);
    expect(page2).to.not.deep.equal(page1);
    await waitFor(() => expect(first.el.shadowRoot!.activeElement?.className).to.equal("hits"));
    expect(first.q.getByRole("button", { name: "Seite 2" }).getAttribute("aria-current")).to.equal("page");

    // A reload (the element anew on the same URL) shows page 2 again.
    first.el.remove();
    const again = await mountElement("shop-search-results", block(), (q) => q.findByRole("heading", { level: 2 }));
    await waitFor(() => expect(cardNames(again.el)).to.deep.equal(page2));
    expect(again.el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 2 von/);

    history.back();
    await waitFor(() => expect(query().get("q.page")).to.equal(null));
    await waitFor(() => expect(cardNames(again.el)).to.deep.equal(page1));
    expect(again.el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 1 von/);
  });

  it("numbered pager: the last page is a button of its own and Weiter leads there from the one before", async () => {
    const { el, q } = await openResults("q=archivkarton&q.kind=ARTICLE", block({ limit: 12 }));
    await waitFor(() => expect(cardsOf(el)).to.have.length(12));
    const pages = Number(/von (\d+)/.exec(el.shadowRoot!.querySelector(".hit-count")!.textContent!)![1]);
    expect(pages).to.be.above(100);
    within(q.getByRole("navigation", { name: "Seiten" }))
      .getByRole("button", { name: `Seite ${pages}` })
      .click();
    await waitFor(() =>
      expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(new RegExp(`^Seite ${pages} von ${pages},`)),
    );
    expect(q.getByRole("button", { name: "Weiter" }).hasAttribute("disabled")).to.equal(true);
    expect(cardsOf(el).length).to.be.within(1, 12);
  });

  it("sort: an order from all kinds shows the articles in it from page 1, in the URL; relevance again keeps the articles", async () => {
    const calls = searchApi();
    const { el, q } = await openResults("q=archivkarton&q.page=3");
    await waitFor(() => expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 3 von/));
    const relevance = cardNames(el);
    const select = await q.findByRole("combobox", { name: "Sortieren nach" });
    expect((select as HTMLSelectElement).value).to.equal("relevance");
    select.focus();
    (select as HTMLSelectElement).value = "artnr";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get("sort")).to.equal("artnr"));
    expect(calls.at(-1)!.searchParams.get("type")).to.equal("ARTICLE");
    expect(calls.at(-1)!.searchParams.get("page")).to.equal(null, "page 1");
    await waitFor(() => expect(query().get("q.sort")).to.equal("artnr"));
    expect(query().get("q.kind")).to.equal("ARTICLE");
    expect(query().get("q.page")).to.equal(null);
    await waitFor(() => expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 1 von/));
    await waitFor(() => expect(cardsOf(el)).to.have.length(4));
    const numbers = cardsOf(el).map((card) => card.querySelector(".article-card-number")!.textContent!.toLowerCase());
    expect(numbers).to.deep.equal([...numbers].sort());
    expect(cardNames(el)).to.not.deep.equal(relevance);
    expect(q.getByRole("button", { name: /^Artikel / }).getAttribute("aria-pressed")).to.equal("true");
    // (A boolean: chai would describe a DOM node it compares at length.)
    expect(el.shadowRoot!.activeElement === select).to.equal(true, "focus stays on the order");

    // By name: the names in order; page 2 goes on where page 1 ended.
    (select as HTMLSelectElement).value = "name";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get("sort")).to.equal("name"));
    await waitFor(() => expect(cardsOf(el)).to.have.length(4));
    const names1 = cardNames(el);
    q.getByRole("button", { name: "Seite 2" }).click();
    await waitFor(() => expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 2 von/));
    await waitFor(() => expect(cardsOf(el)).to.have.length(4));
    const names = [...names1, ...cardNames(el)].map((n) => n!.toLowerCase());
    expect(names).to.deep.equal([...names].sort());

    (q.getByRole("combobox", { name: "Sortieren nach" }) as HTMLSelectElement).value = "relevance";
    q.getByRole("combobox", { name: "Sortieren nach" }).dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(() => expect(query().get("q.sort")).to.equal(null));
    expect(query().get("q.kind")).to.equal("ARTICLE");
    expect(query().get("q.page")).to.equal(null);
  });

  it("sort: a kind chip starts that kind's first page in relevance; a kind without articles offers no order", async () => {
    const { el, q } = await openResults("q=archivkarton&q.kind=ARTICLE&q.sort=name&q.page=2");
    await waitFor(() => expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 2 von/));
    expect((q.getByRole("combobox", { name: "Sortieren nach" }) as HTMLSelectElement).value).to.equal("name");
    q.getByRole("button", { name: /^Kategorien / }).click();
    await waitFor(() => expect(query().get("q.kind")).to.equal("CATEGORY"));
    expect(query().get("q.sort")).to.equal(null);
    expect(query().get("q.page")).to.equal(null);
    await waitFor(() => expect(hitTitles(el)[0]).to.equal("Archivkartons nach Format"));
    expect(q.queryByRole("combobox", { name: "Sortieren nach" })).to.equal(null);
  });

  it("a page past the last (the shop's 400) says so translated, keeps the term and leads to page 1", async () => {
    await captureConsoleErrors(async () => {
      const { el, q } = await openResults("q=stulpdeckel&q.kind=ARTICLE&q.page=999", block({ language: "en" }));
      expect((await q.findByRole("alert", {}, { timeout: 5000 })).textContent).to.contain("This search has no page 999 (any more).");
      expect(q.getByRole("heading", { level: 2 }).textContent).to.contain("stulpdeckel");
      q.getByRole("button", { name: "To the first page" }).click();
      await waitFor(() => expect(query().get("q.page")).to.equal(null));
      await waitFor(() => expect(cardsOf(el)).to.have.length(4));
      expect(query().get("q")).to.equal("stulpdeckel");
    });
  });

  for (const [name, resolver, text] of [
    ["a 500", () => HttpResponse.json({ message: "down" }, { status: 500 }), "Der Shop ist gerade nicht erreichbar"],
    ["a dead network", () => HttpResponse.error(), "Der Shop-Dienst ist gerade nicht erreichbar"],
  ] as const)
    it(`${name} for page 2 shows the translated error with a retry and keeps the term and the chips`, async () => {
      let fail = true;
      searchApi((info) => (fail && new URL(info.request.url).searchParams.get("page") === "2" ? resolver() : undefined));
      await captureConsoleErrors(async () => {
        const { el, q } = await openResults("q=stulpdeckel&q.kind=ARTICLE");
        await waitFor(() => expect(cardsOf(el)).to.have.length(4));
        q.getByRole("button", { name: "Seite 2" }).click();
        expect((await q.findByRole("alert", {}, { timeout: 5000 })).textContent).to.contain(text);
        expect(q.getByRole("heading", { level: 2 }).textContent).to.contain("stulpdeckel");
        expect(q.getByRole("button", { name: /^Artikel / })).to.exist;
        fail = false;
        q.getByRole("button", { name: "Erneut versuchen" }).click();
        await waitFor(() => expect(el.shadowRoot!.querySelector(".hit-count")?.textContent).to.match(/^Seite 2 von/));
      });
    });

  it("prices are asked for the hits shown only, at most 6 at once; a card below asks when it comes near", async () => {
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", async ({ request }) => {
        const query = new URL(request.url).searchParams;
        // This test's cards only: an earlier test's cards (German prices) may still be finishing theirs.
        if (query.get("geoLocation") !== "at") return undefined;
        asked.push(query.get("articleId")!);
        running++;
        most = Math.max(most, running);
        await delay(150);
        running--;
        return undefined; // the demo's price list
      }),
    );
    // Austria: prices no other test of this page has asked for (the price cache is page-wide, per country).
    const { el } = await openResults("q=archivkarton&q.kind=ARTICLE", block({ limit: 12, geoLocation: "at" }));
    el.style.display = "block";
    el.style.width = "360px"; // two cards to a row: six rows, the last ones more than a screen below
    await waitFor(() => expect(cardsOf(el)).to.have.length(12));
    const cards = cardsOf(el);
    const idOf = (card: HTMLElement) => card.querySelector<HTMLAnchorElement>(".article-card-link")!.href.split("/").at(-1)!;
    await waitFor(() => expect(cards[0]!.querySelector(".article-card-price .skeleton")).to.equal(null), { timeout: 5000 });
    await waitFor(() => expect(running).to.equal(0));
    // Every card on the screen asked; not every card (how many rows a screen holds is the engine's layout).
    const onScreen = cards.filter((card) => card.getBoundingClientRect().top < window.innerHeight).map(idOf);
    expect(onScreen.every((id) => asked.includes(id))).to.equal(true, `on screen ${onScreen}, asked ${asked}`);
    expect(asked.length).to.be.below(cards.length);
    expect(asked.every((id) => cards.some((card) => idOf(card) === id))).to.equal(true);
    expect(most).to.be.within(2, 6);
    const last = cards.at(-1)!;
    expect(asked).to.not.include(idOf(last));
    last.scrollIntoView();
    await waitFor(() => expect(asked).to.include(idOf(last)));
    expect(new Set(asked).size).to.equal(asked.length);
  });

  it("no results: says so, offers the nearest spelling the index knows (which searches it) and the categories", async () => {
    const calls = searchApi();
    const { q } = await openResults("q=arhcivkarton");
    expect(await q.findByText("Keine Treffer für „arhcivkarton“.")).to.exist;
    const spelling = await q.findByRole("link", { name: "Meinten Sie „Archivkarton“?" });
    const categories = await q.findByRole("navigation", { name: "Unsere Kategorien" });
    expect(within(categories).getByRole("link", { name: "Archivkartons nach Format" }).getAttribute("href")).to.equal("/kategorie/21");
    spelling.click();
    await waitFor(() => expect(query().get("q")).to.equal("Archivkarton"));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get("term")).to.equal("Archivkarton"));
    expect(await q.findByRole("heading", { name: "Suchergebnisse für „Archivkarton“" })).to.exist;
  });

  it("a bad hit (a javascript: URL, no title) is left out and the console says why; the other hits show", async () => {
    searchApi(() =>
      HttpResponse.json({
        results: [
          { id: "a", title: "Gute Seite", url: "/gut", type: "SITE_PAGE" },
          { id: "b", title: "Böse Seite", url: "javascript:alert(1)", type: "SITE_PAGE" },
          { id: "c", title: "", url: "/ohne-titel", type: "SITE_PAGE" },
          {
            id: "d",
            title: "Karton",
            url: "/produkt/1",
            type: "ARTICLE",
            product: { article_id: "1", artikel: "Karton", article_number: "K-1", images: ["data:image/png;base64,AA"] },
          },
        ],
        total: 4,
        counts: { SITE_PAGE: 3, ARTICLE: 1 },
      }),
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
    try {
      const { el } = await openResults("q=seite");
      await waitFor(() => expect(hitTitles(el)).to.deep.equal(["Gute Seite"]));
      expect(cardsOf(el)).to.have.length(0);
      expect(el.shadowRoot!.querySelector("[role=alert]")).to.equal(null);
      expect(warnings).to.have.length(3);
      expect(warnings.join("\n")).to.contain("url").and.to.contain("title").and.to.contain("product.images");
    } finally {
      console.warn = warn;
    }
  });

  it("a failed search is shown translated with a retry, which searches again", async () => {
    let fail = true;
    searchApi(() => (fail ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined));
    await captureConsoleErrors(async () => {
      const { q } = await openResults("q=archival", block({ language: "en" }));
      expect((await q.findByRole("alert", {}, { timeout: 5000 })).textContent).to.contain("The shop cannot be reached right now");
      fail = false;
      q.getByRole("button", { name: "Try again" }).click();
      expect(await q.findByRole("link", { name: "Archival boxes by size" })).to.exist;
    });
  });

  it("without a term it asks for one and sends nothing", async () => {
    const calls = searchApi();
    const { q } = await openResults("q=a");
    expect(q.getByText("Bitte geben Sie mindestens zwei Zeichen in das Suchfeld ein.")).to.exist;
    expect(calls).to.have.length(0);
  });

  for (const language of ["de", "en", "fr"])
    it(`no axe violations with hits and chips (${language})`, async () => {
      const { el } = await openResults("q=archivkarton", block({ language }));
      await waitFor(() => expect(cardsOf(el).length).to.be.above(0));
      expect(el.shadowRoot!.querySelectorAll("[part=kinds] button").length).to.be.above(1);
      expect(await axeViolations()).to.deep.equal([]);
    });

  it("a malformed data block shows an alert naming the field", async () => {
    const { found } = await mountElement("shop-search-results", { language: "de", baseUrl: 42 }, (q) => q.findByRole("alert"));
    expect(found.textContent).to.contain("baseUrl");
  });
});
