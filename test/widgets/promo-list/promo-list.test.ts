import { expect } from "chai";
import { http, HttpResponse, type HttpResponseResolver } from "msw";
import "../../../widgets/promo-list/element.ts";
import { isoToday } from "../../../core/catalog/promotion.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, typeAndBlur, ui, waitForToast } from "../../support/dom.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { listArticle } from "../../support/list-articles.ts";
import { useHandlers } from "../../support/msw.ts";
import { companyChoices, priceList } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";

const block = (overrides: Record<string, unknown> = {}) => ({ language: "de", geoLocation: "de", baseUrl: "", loggedIn: "", ...overrides });

const nextYear = `${new Date().getFullYear() + 1}-11-30`;
const ARTICLES = [
  { ...listArticle("4001", "Archivbox Aktion"), promotion: { price: 2.5, regularPrice: 3.6, maxQuantity: 3, endsAt: nextYear } },
  {
    ...listArticle("4002", "Mappe Restposten", { class_3_description: "Restant" }),
    promotion: { price: 1, regularPrice: null, maxQuantity: 40, endsAt: null },
  },
  { ...listArticle("4003", "Abgelaufene Aktion"), promotion: { price: 1, regularPrice: 2, maxQuantity: null, endsAt: "2020-01-31" } },
];

interface Calls {
  promotions: URL[];
  post: unknown[];
}

/** The promotional goods, their price lists and the cart's add, each recorded. */
function promoApi(answer: HttpResponseResolver = () => HttpResponse.json({ articles: ARTICLES }), post?: HttpResponseResolver): Calls {
  const calls: Calls = { promotions: [], post: [] };
  useHandlers(
    http.get("*/_hcms/api/product-categories/promotions", (info) => {
      calls.promotions.push(new URL(info.request.url));
      return answer(info);
    }),
    http.get("*/_hcms/api/objects/price-lists/get", () => HttpResponse.json(priceList)),
    http.post("*/_hcms/api/objects/order-items/post", async (info) => {
      calls.post.push(await info.request.clone().json());
      return post ? post(info) : new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const mountList = (data: unknown = block()) =>
  mountElement("shop-promo-list", data, (q) =>
    q.findByRole("heading", { level: 2, name: /Aktionsware|Special offers|Promotions/ }, { timeout: 5000 }),
  );

const card = (el: HTMLElement, name: string) =>
  [...(el.shadowRoot as ShadowRoot).querySelectorAll<HTMLElement>(".article-card")].find((c) => c.textContent?.includes(name));

/** For waitFor: the element, or a throw so it tries again. */
function found<T>(element: T | null): T {
  if (!element) throw new Error("not there yet");
  return element;
}

describe("<shop-promo-list> (issue 12)", () => {
  useElementSuite({ session: "promo" });

  it("lists the promotional price with the regular price struck through, said as 'statt'", async () => {
    promoApi();
    const { el } = await mountList();
    const offer = card(el, "Archivbox Aktion") as HTMLElement;
    expect(offer.querySelector(".promo-price strong")?.textContent).to.equal("2,50\u00a0€");
    expect(offer.querySelector(".promo-price s")?.textContent).to.equal("statt 3,60\u00a0€");
    expect(offer.querySelector("a")?.getAttribute("href")).to.equal("/produkt/4001");
  });

  it("remnants: a 'Restposten' badge and 'Nur solange der Vorrat reicht', no regular price", async () => {
    promoApi();
    const { el } = await mountList();
    const remnant = card(el, "Mappe Restposten") as HTMLElement;
    expect(remnant.querySelector(".article-card-badge")?.textContent).to.equal("Restposten");
    expect(remnant.textContent).to.contain("Nur solange der Vorrat reicht");
    expect(remnant.querySelector(".promo-price s")).to.equal(null);
    expect(card(el, "Archivbox Aktion")?.querySelector(".article-card-badge")).to.equal(null);
  });

  it("the end date in the page's language and the maximum per order", async () => {
    promoApi();
    const { el } = await mountList();
    const year = new Date().getFullYear() + 1;
    expect(card(el, "Archivbox Aktion")?.textContent).to.contain(`Angebot gilt bis 30.11.${year}`);
    expect(card(el, "Archivbox Aktion")?.textContent).to.contain("höchstens 3 Stück pro Bestellung");
    el.remove();
    promoApi();
    const en = await mountList(block({ language: "en" }));
    expect(card(en.el, "Archivbox Aktion")?.textContent).to.contain(`Offer valid until Nov 30, ${year}`);
    expect(card(en.el, "Archivbox Aktion")?.textContent).to.contain("at most 3 pieces per order"); // the unit in the page's language (core/format/units.ts)
  });

  it("an ended promotion (its last day before today) is not listed; one ending today is", async () => {
    const today = {
      ...listArticle("4004", "Endet heute"),
      promotion: { price: 1, regularPrice: 2, maxQuantity: null, endsAt: isoToday() },
    };
    promoApi(() => HttpResponse.json({ articles: [...ARTICLES, today] }));
    const { el } = await mountList();
    expect(card(el, "Abgelaufene Aktion")).to.equal(undefined);
    expect(card(el, "Endet heute")).not.to.equal(undefined);
  });

  it("the quantity selector keeps the promotional maximum", async () => {
    promoApi();
    const { el, q } = await mountList();
    const offer = card(el, "Archivbox Aktion") as HTMLElement;
    offer.scrollIntoView();
    const input = await waitFor(() => found(offer.querySelector<HTMLInputElement>('input[aria-label="Menge"]')));
    typeAndBlur(input, "10");
    await waitFor(() => expect(input.value).to.equal("3"));
    const plus = offer.querySelector<HTMLButtonElement>('button[aria-label="Menge erhöhen"]') as HTMLButtonElement;
    plus.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(input.value).to.equal("3");
    expect(q.getAllByRole("heading", { level: 2 })).to.have.length(1);
  });

  it("quick add adds the article; 409 promotion_max says the limit", async () => {
    const calls = promoApi(undefined, () => HttpResponse.json({ code: "promotion_max", message: "max", max: 3 }, { status: 409 }));
    const { el } = await mountList();
    const offer = card(el, "Archivbox Aktion") as HTMLElement;
    offer.scrollIntoView();
    const add = await waitFor(() => found(offer.querySelector<HTMLButtonElement>(".quick-add-button")));
    await captureConsoleErrors(async () => {
      add.click();
      await waitForToast("Aktionsware: höchstens 3 Stück pro Bestellung.");
    });
    expect((calls.post[0] as { article_id: string }).article_id).to.equal("4001");
  });

  it("a card keeps its height while its quick add loads: nothing below it moves when the buttons arrive", async () => {
    // An article no other test priced: the page keeps price lists for the session.
    const unpriced = {
      ...listArticle("4009", "Neu im Angebot"),
      promotion: { price: 2, regularPrice: 3, maxQuantity: 5, endsAt: nextYear },
    };
    promoApi(() => HttpResponse.json({ articles: [unpriced] }));
    let answer: () => void = () => {};
    const priced = new Promise<void>((resolve) => {
      answer = resolve;
    });
    useHandlers(http.get("*/_hcms/api/objects/price-lists/get", () => priced.then(() => HttpResponse.json(priceList))));
    const { el } = await mountList();
    const offer = card(el, "Neu im Angebot") as HTMLElement;
    offer.scrollIntoView();
    const before = [offer.getBoundingClientRect().height, el.getBoundingClientRect().height];
    answer();
    await waitFor(() => found(offer.querySelector(".quick-add-button")));
    expect([offer.getBoundingClientRect().height, el.getBoundingClientRect().height]).to.deep.equal(before);
  });

  it("a start page's row: at most `limit` running promotions in the shop's order, their places while loading, and a link to all", async () => {
    const more = [0, 1, 2, 3].map((i) => ({
      ...listArticle(`41${i}0`, `Aktion ${i}`),
      promotion: { price: 1, regularPrice: 2, maxQuantity: null, endsAt: nextYear },
    }));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    promoApi(() => answered.then(() => HttpResponse.json({ articles: [ARTICLES[2], ...more] })));
    const el = mount("shop-promo-list", block({ limit: "3", allUrl: "/aktionen" }));
    const places = await waitFor(() => found((el.shadowRoot as ShadowRoot).querySelector(".promo-list-pending")));
    expect(places.querySelectorAll(".article-card")).to.have.length(3);
    const loadingHeight = el.getBoundingClientRect().height;
    answer();
    await waitFor(() => found(card(el, "Aktion 0")));
    // The ended promotion is left out before the limit is counted.
    const names = [...(el.shadowRoot as ShadowRoot).querySelectorAll(".article-card-name")].map((n) => n.textContent);
    expect(names).to.deep.equal(["Aktion 0", "Aktion 1", "Aktion 2"]);
    const all = ui(el).getByRole("link", { name: "Alle Aktionen ansehen" });
    expect(all.getAttribute("href")).to.equal("/aktionen");
    // The heading, the cards and the link stand where their places stood: nothing below moves.
    expect(el.getBoundingClientRect().height).to.equal(loadingHeight);
  });

  it("a limit that is not a whole number of at least 1 is a malformed block naming the field", async () => {
    const { found: alert } = await mountElement("shop-promo-list", block({ limit: 0 }), (q) => q.findByRole("alert"));
    expect(alert.textContent).to.contain("limit");
  });

  it("on a phone two cards to a row, not one long column", async () => {
    promoApi();
    const { el } = await mountList();
    el.style.width = "358px";
    const [first, second] = [card(el, "Archivbox Aktion"), card(el, "Mappe Restposten")].map((c) => c?.getBoundingClientRect());
    expect(first?.top).to.equal(second?.top);
    expect(first!.width).to.be.below(180);
  });

  it("asks again when the company changes (prices are per company)", async () => {
    setCompanies(companyChoices);
    const calls = promoApi();
    await mountList();
    expect(calls.promotions.map((u) => u.searchParams.get("companyId"))).to.deep.equal([null]);
    selectCompany("c-1");
    await waitFor(() => expect(calls.promotions.map((u) => u.searchParams.get("companyId"))).to.deep.equal([null, "c-1"]));
  });

  it("an empty list says there are no promotions right now", async () => {
    promoApi(() => HttpResponse.json({ articles: [] }));
    const { q } = await mountList();
    expect(q.getByRole("status").textContent).to.equal("Zurzeit gibt es keine Aktionsware.");
  });

  for (const [failure, answer, text] of [
    ["an HTTP error", () => new HttpResponse("down", { status: 503 }), "Der Shop ist gerade nicht erreichbar"],
    ["a schema-failing answer", () => HttpResponse.json({ articles: [{ id: "1" }] }), "Es scheint ein Fehler aufgetreten zu sein."],
    [
      "a request failing at network level (the service unreachable)",
      () => HttpResponse.error(),
      "Der Shop-Dienst ist gerade nicht erreichbar",
    ],
  ] as const)
    it(`${failure}: a visible translated message and a console log`, async () => {
      promoApi(answer);
      const { errors } = await captureConsoleErrors(async () => {
        const { found } = await mountElement("shop-promo-list", block(), (q) => q.findByRole("alert", {}, { timeout: 5000 }));
        expect(found.textContent).to.contain(text);
      });
      expect(errors.some((e) => e.includes("promotional goods"))).to.equal(true);
    });

  it("a malformed data block shows an alert naming the field", async () => {
    const { found } = await mountElement("shop-promo-list", block({ geoLocation: "deu" }), (q) => q.findByRole("alert"));
    expect(found.textContent).to.contain("geoLocation");
  });

  it("works at 320 px and axe finds nothing", async () => {
    promoApi();
    const { el } = await mountList();
    el.style.width = "320px";
    card(el, "Archivbox Aktion")?.scrollIntoView();
    await waitFor(() => expect((el.shadowRoot as ShadowRoot).querySelector(".quick-add-button")).not.to.equal(null));
    expect(el.scrollWidth).to.be.at.most(320);
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
