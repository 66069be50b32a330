import { within } from "@testing-library/dom";
import { expect } from "chai";
import { http } from "msw";
import { $analyticsConsent, setAnalyticsConsent } from "../../../core/analytics/consent.ts";
import type { Ga4Params } from "../../../core/analytics/ga4.ts";
import { searchIndex } from "../../../demo/mocks/search-index.ts";
import "../../../widgets/search-results/element.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";

const start = `${location.pathname}${location.search}`;
const block = { language: "de", geoLocation: "de", baseUrl: "", limit: 4 };

const heard: [string, unknown][] = [];
for (const name of ["shop:search", "shop:view_item_list", "shop:select_item"])
  window.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]));
const heardOf = <K extends "search" | "view_item_list" | "select_item">(name: K) =>
  heard.filter(([n]) => n === `shop:${name}`).map(([, detail]) => detail as Ga4Params[K]);

// A card's link is followed by a click: the test page stays (the element's own listener still hears it).
document.addEventListener("click", (event) => event.preventDefault(), { capture: true });

/** What the fake search answers for `url`, the hits of every kind summed. */
async function hitsOfEveryKind(url: URL): Promise<number> {
  const answer = (await (await fetch(url)).json()) as { counts: Record<string, number> };
  return Object.values(answer.counts).reduce((sum, count) => sum + count, 0);
}

const cardsOf = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(".article-card:has(a.article-card-link)")];

describe("<shop-search-results> analytics (GA4 search, view_item_list and select_item, after consent)", () => {
  before(() => searchIndex("de"));
  useElementSuite({ afterEach: () => history.replaceState(null, "", start) });
  beforeEach(() => {
    heard.length = 0;
    // No answer yet, and nothing an earlier test left waiting (a refusal drops it).
    $analyticsConsent.set(false);
    $analyticsConsent.set(undefined);
  });

  it("with consent: the term once with the hits of every kind; page 2's articles counted on from the first page; a card picked at its place", async () => {
    setAnalyticsConsent(true);
    const calls: URL[] = [];
    useHandlers(
      http.get("*/_hcms/api/site-search", ({ request }) => {
        calls.push(new URL(request.url));
        return undefined;
      }),
    );
    history.replaceState(null, "", `${location.pathname}?q=archivkarton&q.page=2`);
    const { el } = await mountElement("shop-search-results", block, (q) => q.findByRole("heading", { level: 2 }));
    await waitFor(() => expect(cardsOf(el).length).to.be.at.least(2));
    await waitFor(() => expect(heardOf("view_item_list")).to.have.length(1));
    const names = cardsOf(el).map((card) => card.querySelector(".article-card-name")!.textContent);
    const [list] = heardOf("view_item_list");
    expect(list!.item_list_id).to.equal("search-results");
    expect(list!.items.map((item) => [item.item_name, item.index])).to.deep.equal(names.map((name, i) => [name, 4 + i]));
    expect(heardOf("search")).to.deep.equal([{ search_term: "archivkarton", result_count: await hitsOfEveryKind(calls[0]!) }]);

    within(cardsOf(el)[1]!).getByRole("link").click();
    await waitFor(() => expect(heardOf("select_item")).to.have.length(1));
    expect(heardOf("select_item")[0]!.items).to.deep.equal([{ ...list!.items[1] }]);
    expect(heardOf("select_item")[0]!.items[0]!.index).to.equal(5);
  });

  it("another page of the same term is no new search", async () => {
    setAnalyticsConsent(true);
    history.replaceState(null, "", `${location.pathname}?q=archivkarton`);
    const { el, q } = await mountElement("shop-search-results", block, (q) => q.findByRole("heading", { level: 2 }));
    await waitFor(() => expect(cardsOf(el).length).to.be.at.least(1));
    await waitFor(() => expect(heardOf("search")).to.have.length(1));
    q.getByRole("button", { name: "Seite 2" }).click();
    await waitFor(() => expect(heardOf("view_item_list").map((list) => list.items[0]!.index)).to.deep.equal([0, 4]));
    expect(heardOf("search")).to.have.length(1);
  });

  it("without consent, reports nothing", async () => {
    history.replaceState(null, "", `${location.pathname}?q=archivkarton`);
    const { el } = await mountElement("shop-search-results", block, (q) => q.findByRole("heading", { level: 2 }));
    await waitFor(() => expect(cardsOf(el).length).to.be.at.least(1));
    within(cardsOf(el)[0]!).getByRole("link").click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
  });
});
