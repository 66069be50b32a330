import { expect } from "chai";
import { HttpResponse } from "msw";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, captureConsoleWarnings, shownText, waitForToast } from "../../support/dom.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { listArticle } from "../../support/list-articles.ts";
import { article, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";

/** The product's article record with its related and accessory ids. */
const withIds = (aehnliche_artikel: string | null, zusatz_artikel: string | null) => [
  { ...article, properties: { ...article.properties, aehnliche_artikel, zusatz_artikel } },
];

const SIMILAR = [listArticle("2002", "Archivbox A3"), listArticle("2001", "Archivbox A5"), listArticle("2050", "Vorschlag Box")];
const ACCESSORIES = [listArticle("3001", "Etiketten")];

/** Answers similar (suggest=true) and accessory (suggest=false) requests separately. */
const related =
  (similar: () => Response, accessories: () => Response = () => HttpResponse.json({ articles: ACCESSORIES })) =>
  ({ request }: { request: Request }) =>
    new URL(request.url).searchParams.get("suggest") === "true" ? similar() : accessories();

const headings = (el: HTMLElement) => [...(el.shadowRoot as ShadowRoot).querySelectorAll("h2")].map((h) => h.textContent);
const cardNames = (el: HTMLElement, title: string) => {
  const section = [...(el.shadowRoot as ShadowRoot).querySelectorAll("section")].find((s) => s.querySelector("h2")?.textContent === title);
  return [...(section?.querySelectorAll(".article-card-name") ?? [])].map((n) => n.textContent);
};

describe("<shop-product-detail> related and accessory articles (issue 12)", () => {
  useElementSuite();

  it("asks for the article's related and accessory ids with the product", async () => {
    const calls = productApi();
    await mountProduct(productBlock());
    for (const p of ["aehnliche_artikel", "zusatz_artikel"]) expect(calls.article[0]?.body.properties).to.include(p);
  });

  it("Ähnliche Artikel: the aehnliche_artikel ids first, in order, then the shop's suggestions", async () => {
    const calls = productApi({ articles: withIds("2002, 2001", ""), related: related(() => HttpResponse.json({ articles: SIMILAR })) });
    const { el, q } = await mountProduct(productBlock());
    await q.findByRole("heading", { level: 2, name: "Ähnliche Artikel" }, { timeout: 5000 });
    const similar = calls.related.map((u) => u.searchParams).find((p) => p.get("suggest") === "true");
    expect(similar?.get("ids")).to.equal("2002,2001");
    expect(similar?.get("articleId")).to.equal("1001");
    expect(cardNames(el, "Ähnliche Artikel")).to.deep.equal(["Archivbox A3", "Archivbox A5", "Vorschlag Box"]);
    const link = q.getByRole("link", { name: "Archivbox A3" }) as HTMLAnchorElement;
    expect(new URL(link.href).pathname).to.equal("/produkt/2002");
    const numbers = [...(el.shadowRoot as ShadowRoot).querySelectorAll(".article-card-number")].map((n) => n.textContent);
    expect(numbers[0]).to.equal("Art.-Nr. N-2002");
    // Prices are asked for once a card nears the screen.
    (el.shadowRoot as ShadowRoot).querySelector(".related")?.scrollIntoView();
    // "ab" the lowest unit price of the visitor's price list (support/product-api.ts: 3,60 €).
    const prices = () => [...(el.shadowRoot as ShadowRoot).querySelectorAll(".article-card-price")].map(shownText);
    await waitFor(() => expect(prices()[0]).to.equal("ab\u00a03,60\u00a0€ / Stück"));
    // The same quick add as in every list (issue 31): the product's button and one per similar article.
    await waitFor(() => expect(q.getAllByRole("button", { name: "In den Warenkorb" })).to.have.length(1 + 3));
  });

  it("Passendes Zubehör: the zusatz_artikel ids without suggestions, with quick add", async () => {
    const calls = productApi({ articles: withIds("", "3001"), related: related(() => HttpResponse.json({ articles: [] })) });
    const { el, q } = await mountProduct(productBlock());
    await q.findByRole("heading", { level: 2, name: "Passendes Zubehör" }, { timeout: 5000 });
    const accessories = calls.related.map((u) => u.searchParams).find((p) => p.get("suggest") === "false");
    expect(accessories?.get("ids")).to.equal("3001");
    expect(cardNames(el, "Passendes Zubehör")).to.deep.equal(["Etiketten"]);
    (el.shadowRoot as ShadowRoot).querySelector(".related")?.scrollIntoView();
    const buttons = await waitFor(() => {
      const all = q.getAllByRole("button", { name: "In den Warenkorb" });
      expect(all).to.have.length(2); // the product's and the accessory's
      return all;
    });
    buttons[1]?.click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect((calls.post[0] as { article_id: string }).article_id).to.equal("3001");
  });

  it("no accessory ids: no accessory section and no request for it", async () => {
    const calls = productApi({ articles: withIds("2002", null), related: related(() => HttpResponse.json({ articles: SIMILAR })) });
    const { el, q } = await mountProduct(productBlock());
    await q.findByRole("heading", { level: 2, name: "Ähnliche Artikel" }, { timeout: 5000 });
    expect(calls.related.filter((u) => u.searchParams.get("suggest") === "false")).to.have.length(0);
    expect(headings(el)).not.to.include("Passendes Zubehör");
  });

  it("no ids and no suggestions: no section", async () => {
    const calls = productApi({ articles: withIds(null, null) });
    const { el } = await mountProduct(productBlock());
    await waitFor(() => expect(calls.related).to.have.length(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(headings(el)).not.to.include("Ähnliche Artikel");
    expect((el.shadowRoot as ShadowRoot).querySelectorAll(".article-card")).to.have.length(0);
  });

  it("the sections load after the product: the product is on screen while the related answer is pending", async () => {
    let answer: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      answer = resolve;
    });
    productApi({ articles: withIds("2002", "3001"), related: () => pending.then(() => HttpResponse.json({ articles: SIMILAR })) });
    const { el, q } = await mountProduct(productBlock());
    expect(q.getByRole("heading", { level: 1 }).textContent).to.equal("Archivbox A4");
    await new Promise((r) => setTimeout(r, 200));
    expect(headings(el)).not.to.include("Ähnliche Artikel");
    answer();
    await q.findByRole("heading", { level: 2, name: "Ähnliche Artikel" }, { timeout: 5000 });
  });

  for (const [failure, answer] of [
    ["an HTTP error", () => new HttpResponse("oops", { status: 500 })],
    ["a schema-failing answer", () => HttpResponse.json({ articles: [{ id: "2002" }] })],
    ["a dead network", () => HttpResponse.error()],
  ] as const)
    it(`${failure} hides the section and logs; the product and the other section stay`, async () => {
      productApi({ articles: withIds("2002", "3001"), related: related(answer) });
      const { errors } = await captureConsoleErrors(async () => {
        const { el, q } = await mountProduct(productBlock());
        await q.findByRole("heading", { level: 2, name: "Passendes Zubehör" }, { timeout: 5000 });
        await new Promise((r) => setTimeout(r, 300));
        expect(headings(el)).not.to.include("Ähnliche Artikel");
        expect(q.getByRole("heading", { level: 1 }).textContent).to.equal("Archivbox A4");
        expect(q.queryByRole("alert")).to.equal(null);
      });
      expect(errors.some((e) => e.includes("related articles of 1001"))).to.equal(true);
    });

  it("one related article with a refused link is left out, one with a refused picture shows without it; the others stay and the console says why", async () => {
    const answer = [
      listArticle("2002", "Archivbox A3", { images: ["data:image/svg+xml,<svg/>", "/demo-images/2002b.svg"] }),
      { ...listArticle("2001", "Archivbox A5"), url: "javascript:alert(1)" },
      listArticle("2050", "Vorschlag Box", { images: ["javascript:alert(1)"] }),
    ];
    productApi({ articles: withIds("2002, 2001", ""), related: related(() => HttpResponse.json({ articles: answer })) });
    const { result, errors: warnings } = await captureConsoleWarnings(async () => {
      const { el, q } = await mountProduct(productBlock());
      await q.findByRole("heading", { level: 2, name: "Ähnliche Artikel" }, { timeout: 5000 });
      return el;
    });
    expect(cardNames(result, "Ähnliche Artikel")).to.deep.equal(["Archivbox A3", "Vorschlag Box"]);
    const pictures = [...result.shadowRoot!.querySelectorAll(".article-card img")].map((img) => img.getAttribute("src"));
    expect(pictures).to.deep.equal(["/demo-images/2002b.svg"]);
    expect(warnings.filter((w) => w.includes("a listed article's link: left out"))).to.have.length(1);
    expect(warnings.filter((w) => w.includes("a listed article's picture: left out"))).to.have.length(2);
  });

  it("names in English and French", async () => {
    for (const [language, similar, accessories] of [
      ["en", "Similar items", "Matching accessories"],
      ["fr", "Articles similaires", "Accessoires assortis"],
    ] as const) {
      productApi({ articles: withIds("2002", "3001"), related: related(() => HttpResponse.json({ articles: SIMILAR })) });
      const { q, el } = await mountProduct(productBlock({ language }));
      await q.findByRole("heading", { level: 2, name: similar }, { timeout: 5000 });
      await q.findByRole("heading", { level: 2, name: accessories });
      el.remove();
    }
  });

  it("at 320 px the cards wrap: nothing scrolls sideways, no card is cut at the edge; axe finds nothing", async () => {
    productApi({ articles: withIds("2002", "3001"), related: related(() => HttpResponse.json({ articles: SIMILAR })) });
    const { el, q } = await mountProduct(productBlock());
    el.style.width = "320px";
    await q.findByRole("heading", { level: 2, name: "Passendes Zubehör" }, { timeout: 5000 });
    const row = (el.shadowRoot as ShadowRoot).querySelector(".article-cards") as HTMLElement;
    expect(row.scrollWidth).to.be.at.most(row.clientWidth);
    expect(el.scrollWidth).to.be.at.most(320);
    const edge = el.getBoundingClientRect().right;
    for (const card of row.querySelectorAll("li")) expect(card.getBoundingClientRect().right).to.be.at.most(edge + 1);
    expect(row.tagName).to.equal("UL");
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
