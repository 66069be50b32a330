import { expect } from "chai";
import { http, HttpResponse, type HttpResponseResolver } from "msw";
import { $analyticsConsent, setAnalyticsConsent } from "../../../core/analytics/consent.ts";
import type { Ga4Params } from "../../../core/analytics/ga4.ts";
import "../../../widgets/article-list/element.ts";
import { $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, shownText, typeAndBlur, waitForToast } from "../../support/dom.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { listArticle } from "../../support/list-articles.ts";
import { useHandlers } from "../../support/msw.ts";
import { companyChoices } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";

const block = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  geoLocation: "de",
  baseUrl: "",
  articleIds: ["5001", "5002", "5003"],
  ...overrides,
});

const ARTICLES = [
  listArticle("5001", "Archivbox Staffel"),
  listArticle("5002", "Mappe Restposten", { class_3_description: "Restant" }),
  listArticle("5003", "Etiketten im Pack", { kleinste_bestelleinheit: "2" }),
];

/** Price lists by article: a scale of several prices, a single price, packs of 5 on promotion (at most 30; 2 packs at least). */
const PRICE_LISTS: Record<string, { itemInUnit: number; scaled_price: { quantity: number; price: number }[]; promotion?: object }> = {
  "5001": {
    itemInUnit: 1,
    scaled_price: [
      { quantity: 1, price: 4.9 },
      { quantity: 50, price: 4.2 },
      { quantity: 200, price: 3.6 },
    ],
  },
  "5002": { itemInUnit: 1, scaled_price: [{ quantity: 1, price: 5.2 }] },
  "5003": { itemInUnit: 5, scaled_price: [{ quantity: 1, price: 0.5 }], promotion: { maxQuantity: 30, endsAt: null } },
};

interface Calls {
  related: URL[];
  post: unknown[];
}

/** The list's articles, their price lists (each may wait for `prices`) and the cart's add, recorded. */
function listApi(answer: HttpResponseResolver = () => HttpResponse.json({ articles: ARTICLES }), prices?: Promise<void>): Calls {
  const calls: Calls = { related: [], post: [] };
  useHandlers(
    http.get("*/_hcms/api/related-articles/get", (info) => {
      calls.related.push(new URL(info.request.url));
      return answer(info);
    }),
    http.get("*/_hcms/api/objects/price-lists/get", async ({ request }) => {
      await prices;
      return HttpResponse.json(PRICE_LISTS[new URL(request.url).searchParams.get("articleId") ?? ""]);
    }),
    http.post("*/_hcms/api/objects/order-items/post", async (info) => {
      calls.post.push(await info.request.clone().json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;
const cards = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>(".article-list > .article-cards > .article-card")];
const mountList = (data: unknown = block()) =>
  mountElement("shop-article-list", data, () => waitFor(() => expect(cards(el())).to.have.length.above(0), { timeout: 5000 }));
const el = () => document.querySelector("shop-article-list") as HTMLElement;
const card = (name: string) => cards(el()).find((c) => c.textContent?.includes(name)) as HTMLElement;
const price = (name: string) => shownText(card(name).querySelector(".article-card-price"));

/** Scrolls the card into view and waits for its quick add. */
async function quickAdd(name: string) {
  card(name).scrollIntoView();
  return waitFor(() => {
    const add = card(name).querySelector<HTMLElement>(".quick-add:not(.quick-add-reserve)");
    if (!add) throw new Error("no quick add yet");
    return add;
  });
}

describe("<shop-article-list> (issue 20)", () => {
  useElementSuite({ session: "article-list" });

  it("asks related-articles/get for the editor's ids without a product and shows them in order, each linking to its page", async () => {
    const calls = listApi();
    await mountList();
    const query = calls.related[0]?.searchParams;
    expect([query?.get("ids"), query?.get("suggest"), query?.get("limit"), query?.has("articleId")]).to.deep.equal([
      "5001,5002,5003",
      "false",
      "3",
      false,
    ]);
    expect(cards(el()).map((c) => c.querySelector(".article-card-name")?.textContent)).to.deep.equal([
      "Archivbox Staffel",
      "Mappe Restposten",
      "Etiketten im Pack",
    ]);
    expect(card("Archivbox Staffel").querySelector("a")?.getAttribute("href")).to.equal("/produkt/5001");
    expect(card("Archivbox Staffel").querySelector(".article-card-number")?.textContent).to.equal("Art.-Nr. N-5001");
  });

  it("takes the ids as a comma list too, without blanks and repeats", async () => {
    const calls = listApi();
    await mountList(block({ articleIds: " 5001, 5002,,5001 , 5003" }));
    expect(calls.related[0]?.searchParams.get("ids")).to.equal("5001,5002,5003");
  });

  it("price: 'ab' the lowest price for a scale of several prices, the plain price for a single one", async () => {
    listApi();
    await mountList();
    el().scrollIntoView();
    await waitFor(() => expect(price("Archivbox Staffel")).to.equal("ab\u00a03,60\u00a0€ / Stück"));
    await waitFor(() => expect(price("Mappe Restposten")).to.equal("5,20\u00a0€ / Stück"));
  });

  it("one article everywhere: the pack size apart from the price per piece, and the availability, in the page's language", async () => {
    const packed = listArticle("5010", "Archivkarton im Pack", {}, { ve: "25 Stück", availability: "lagernd" });
    for (const [language, pack] of [
      ["de", "Packung mit 25 Stück"],
      ["en", "Pack of 25 pieces"],
      ["fr", "Paquet de 25 pièces"],
    ] as const) {
      listApi(() => HttpResponse.json({ articles: [packed, ARTICLES[0]] }));
      await mountList(block({ language }));
      expect(card("Archivkarton im Pack").querySelector(".offer-pack")?.textContent).to.equal(pack);
      expect(card("Archivkarton im Pack").querySelector(".offer-availability")?.textContent).to.equal("lagernd");
      // An article without them keeps the lines, empty: the cards' quick adds stay level.
      expect(card("Archivbox Staffel").querySelector(".offer-pack")?.textContent).to.equal("");
      const top = (name: string) => card(name).querySelector(".quick-add")?.getBoundingClientRect().top;
      expect(top("Archivkarton im Pack")).to.equal(top("Archivbox Staffel"));
      el().remove();
    }
  });

  it("the VAT note as the product page says it: with VAT and its rate, without VAT", async () => {
    listApi();
    await mountList();
    const note = () => card("Archivbox Staffel").querySelector(".offer-vat")?.textContent;
    expect(note()).to.equal("zzgl. MwSt. und Versand");
    $showVAT.set(true);
    await waitFor(() => expect(note()).to.equal("inkl. 19 % MwSt., zzgl. Versand"));
    el().scrollIntoView();
    await waitFor(() => expect(price("Mappe Restposten")).to.equal("6,19\u00a0€ / Stück"));
  });

  it("an article without a picture shows the shop's no-picture mark in the picture's frame, not an empty box", async () => {
    listApi(() => HttpResponse.json({ articles: [ARTICLES[0], listArticle("5002", "Archivrolle ohne Bild", { images: [] })] }));
    await mountList(block({ articleIds: ["5001", "5002"] }));
    const frame = (name: string) => card(name).querySelector(".article-card-picture") as HTMLElement;
    const mark = frame("Archivrolle ohne Bild").querySelector(".no-picture") as HTMLElement;
    expect(mark, "the mark").to.not.equal(null);
    expect(frame("Archivrolle ohne Bild").querySelector("img")).to.equal(null);
    expect(mark.getAttribute("aria-hidden")).to.equal("true");
    // The mark fills its frame, which is as tall as a picture's (WebKit rounds the two apart by less than a pixel), and draws its symbol.
    const height = frame("Archivrolle ohne Bild").getBoundingClientRect().height;
    expect(mark.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
    expect(height).to.be.closeTo(frame("Archivbox Staffel").getBoundingClientRect().height, 1);
    const symbol = getComputedStyle(mark, "::before");
    expect(Number.parseFloat(symbol.width)).to.be.above(16);
    expect(symbol.maskImage || symbol.getPropertyValue("-webkit-mask-image")).to.match(/^url\(/);
    expect(card("Archivbox Staffel").querySelector(".no-picture")).to.equal(null);
  });

  it("a remnant carries the 'Restposten' mark; the others none", async () => {
    listApi();
    await mountList();
    expect(card("Mappe Restposten").querySelector(".article-card-badge")?.textContent).to.equal("Restposten");
    expect(card("Archivbox Staffel").querySelector(".article-card-badge")).to.equal(null);
  });

  it("quick add follows the quantity rules: the smallest order unit in packs, and the promotion's maximum", async () => {
    listApi();
    await mountList();
    const add = await quickAdd("Etiketten im Pack");
    const input = add.querySelector<HTMLInputElement>('input[aria-label="Menge"]') as HTMLInputElement;
    expect(input.value).to.equal("10");
    (add.querySelector('button[aria-label="Menge erhöhen"]') as HTMLButtonElement).click();
    await waitFor(() => expect(input.value).to.equal("20"));
    typeAndBlur(input, "100");
    await waitFor(() => expect(input.value).to.equal("30"));
  });

  it("quick add puts the article in the cart", async () => {
    const calls = listApi();
    await mountList();
    const add = await quickAdd("Archivbox Staffel");
    (add.querySelector(".quick-add-button") as HTMLButtonElement).click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect((calls.post[0] as { article_id: string }).article_id).to.equal("5001");
  });

  for (const width of [358, 1000])
    it(`holds still at ${width} px: the cards' places while loading are as tall as the cards, and prices and quick adds change nothing`, async () => {
      let answer: () => void = () => {};
      const articles = new Promise<void>((resolve) => {
        answer = resolve;
      });
      let price: () => void = () => {};
      const prices = new Promise<void>((resolve) => {
        price = resolve;
      });
      listApi(() => articles.then(() => HttpResponse.json({ articles: ARTICLES })), prices);
      const { el: list } = await mountElement("shop-article-list", block({ heading: "Ausgewählt" }), () =>
        waitFor(() => expect(shadow(el()).querySelectorAll(".article-list-pending .article-card")).to.have.length(3), { timeout: 5000 }),
      );
      list.style.width = `${width}px`;
      const placeholderHeight = list.getBoundingClientRect().height;
      answer();
      await waitFor(() => expect(cards(list)).to.have.length(3));
      expect(list.getBoundingClientRect().height).to.equal(placeholderHeight);
      const cardHeights = cards(list).map((c) => c.getBoundingClientRect().height);
      list.scrollIntoView();
      price();
      await waitFor(() => expect(list.shadowRoot?.querySelectorAll(".quick-add:not(.quick-add-reserve)")).to.have.length(3));
      expect(cards(list).map((c) => c.getBoundingClientRect().height)).to.deep.equal(cardHeights);
      expect(list.getBoundingClientRect().height).to.equal(placeholderHeight);
    });

  it("a heading when the block has one, naming the list's section; none without", async () => {
    listApi();
    const { q } = await mountList(block({ heading: "Archivboxen" }));
    expect(q.getByRole("region", { name: "Archivboxen" })).to.exist;
    el().remove();
    listApi();
    const bare = await mountList();
    expect(bare.q.queryByRole("heading")).to.equal(null);
  });

  it("ids the shop does not know are left out, with a console warning naming them", async () => {
    listApi(() => HttpResponse.json({ articles: ARTICLES.slice(0, 2) }));
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(" "));
    try {
      await mountList();
    } finally {
      console.warn = original;
    }
    expect(cards(el())).to.have.length(2);
    expect(warnings.some((w) => w.includes("no article 5003"))).to.equal(true);
  });

  it("the prices follow the selected company: another company asks its own price lists", async () => {
    setCompanies(companyChoices);
    const asked: (string | null)[] = [];
    // An article no other test priced: the page keeps price lists for the session.
    listApi(() => HttpResponse.json({ articles: [listArticle("5009", "Nur hier")] }));
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("companyId"));
        return HttpResponse.json(PRICE_LISTS["5001"]);
      }),
    );
    await mountList(block({ articleIds: ["5009"] }));
    el().scrollIntoView();
    await waitFor(() => expect(asked).to.deep.equal([null]));
    selectCompany("c-1");
    await waitFor(() => expect(asked).to.deep.equal([null, "c-1"]));
  });

  for (const [failure, answer, text] of [
    ["an HTTP 500", () => new HttpResponse("down", { status: 500 }), "Der Shop ist gerade nicht erreichbar"],
    [
      "a schema-failing answer",
      () => HttpResponse.json({ articles: [{ id: "5001", url: "javascript:alert(1)" }] }),
      "Es scheint ein Fehler aufgetreten zu sein.",
    ],
    [
      "a request failing at network level (the service unreachable)",
      () => HttpResponse.error(),
      "Der Shop-Dienst ist gerade nicht erreichbar",
    ],
  ] as const)
    it(`${failure}: a visible translated message with a retry, and a console log`, async () => {
      listApi(answer);
      const { errors } = await captureConsoleErrors(async () => {
        const { found } = await mountElement("shop-article-list", block(), (q) => q.findByRole("alert", {}, { timeout: 5000 }));
        expect(found.textContent).to.contain(text);
      });
      expect(errors.some((e) => e.includes("article list"))).to.equal(true);
    });

  it("says its error in English and French too", async () => {
    for (const [language, text] of [
      ["en", "The shop cannot be reached"],
      ["fr", "La boutique"],
    ] as const) {
      listApi(() => new HttpResponse("down", { status: 500 }));
      await captureConsoleErrors(async () => {
        const { found, el: list } = await mountElement("shop-article-list", block({ language }), (q) =>
          q.findByRole("alert", {}, { timeout: 5000 }),
        );
        expect(found.textContent).to.contain(text);
        list.remove();
      });
    }
  });

  it("a malformed data block (no ids) shows an alert naming the field", async () => {
    const { found } = await mountElement("shop-article-list", block({ articleIds: [] }), (q) => q.findByRole("alert"));
    expect(found.textContent).to.contain("articleIds");
  });

  it("card texts in English and French: the article number, 'ab' and the VAT note", async () => {
    for (const [language, number, from, vat] of [
      ["en", "Item no. N-5001", "from\u00a03,60\u00a0€ / piece", "plus VAT and shipping"],
      ["fr", "Réf. N-5001", "à partir de\u00a03,60\u00a0€ / pièce", "hors TVA et frais de port"],
    ] as const) {
      listApi();
      await mountList(block({ language }));
      el().scrollIntoView();
      await waitFor(() => expect(price("Archivbox Staffel")).to.equal(from));
      expect(card("Archivbox Staffel").querySelector(".article-card-number")?.textContent).to.equal(number);
      expect(card("Archivbox Staffel").querySelector(".offer-vat")?.textContent).to.equal(vat);
      el().remove();
    }
  });

  it("two cards to a row at 320 px: nothing scrolls sideways, no card is cut; axe finds nothing", async () => {
    listApi();
    await mountList();
    el().style.width = "288px";
    await quickAdd("Archivbox Staffel");
    const [first, second] = cards(el()).map((c) => c.getBoundingClientRect());
    expect(first?.top).to.equal(second?.top);
    expect(el().scrollWidth).to.be.at.most(288);
    for (const c of cards(el())) expect(c.getBoundingClientRect().right).to.be.at.most(el().getBoundingClientRect().right + 1);
    expect(await axeViolations(el())).to.deep.equal([]);
  });
});

describe("<shop-article-list> analytics (GA4 view_item_list and select_item, after consent)", () => {
  useElementSuite({ session: "article-list" });
  const heard: [string, Ga4Params["view_item_list"]][] = [];
  const hear = (event: Event) => heard.push([event.type, (event as CustomEvent).detail]);
  // A card's link is followed by a click: the test page stays (the element's own listener still hears it).
  const stay = (event: Event) => event.preventDefault();
  beforeEach(() => {
    heard.length = 0;
    // No answer yet, and nothing an earlier test left waiting (a refusal drops it).
    $analyticsConsent.set(false);
    $analyticsConsent.set(undefined);
    for (const name of ["shop:view_item_list", "shop:select_item"]) window.addEventListener(name, hear);
    document.addEventListener("click", stay, { capture: true });
  });
  afterEach(() => {
    for (const name of ["shop:view_item_list", "shop:select_item"]) window.removeEventListener(name, hear);
    document.removeEventListener("click", stay, { capture: true });
  });

  it("with consent: the cards as the list named by its heading, and a card picked at its place", async () => {
    setAnalyticsConsent(true);
    listApi();
    await mountList(block({ heading: "Unsere Empfehlungen" }));
    await waitFor(() => expect(heard.map(([name]) => name)).to.deep.equal(["shop:view_item_list"]));
    const [, list] = heard[0]!;
    expect(list).to.include({ item_list_id: "article-list", item_list_name: "Unsere Empfehlungen" });
    expect(list.items.map((item) => [item.item_name, item.index])).to.deep.equal([
      ["Archivbox Staffel", 0],
      ["Mappe Restposten", 1],
      ["Etiketten im Pack", 2],
    ]);
    card("Mappe Restposten").querySelector("a")!.click();
    await waitFor(() => expect(heard.map(([name]) => name)).to.deep.equal(["shop:view_item_list", "shop:select_item"]));
    expect(heard[1]![1].items).to.deep.equal([list.items[1]]);
  });
});
