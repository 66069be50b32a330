import { within } from "@testing-library/dom";
import { expect } from "chai";
import { HttpResponse, http } from "msw";
import { category, categoryApi } from "../../support/category-fixtures.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { mountElement } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { BLOCK, countText, mountCategory, useCategorySuite, waitFor } from "./setup.ts";

const SUPER = {
  superCategories: [
    {
      id: "2",
      name: "Aufbewahrung",
      url: "/kategorie/oberkategorie/2",
      summary: "Boxen, Mappen und Hüllen",
      categories: [
        { id: "21", name: "Archivboxen", url: "/kategorie/21", summary: "Für Akten", articleCount: 40 },
        { id: "22", name: "Mappen", url: "/kategorie/22", summary: "", articleCount: 12 },
      ],
    },
  ],
};

describe("<shop-category> pages and errors", () => {
  useCategorySuite();

  it("a product category: breadcrumb (start, super-category, the category as the current page), heading, sanitised description, the list", async () => {
    categoryApi();
    const { q } = await mountCategory();
    expect(q.getByRole("heading", { name: "Archivboxen" })).to.exist;
    const crumbs = within(q.getByRole("navigation", { name: "Brotkrumen: Archivboxen" }));
    expect(crumbs.getAllByRole("listitem").map((item) => item.textContent)).to.deep.equal(["Start", "Aufbewahrung", "Archivboxen"]);
    expect(crumbs.getByRole("link", { name: "Start" }).getAttribute("href")).to.equal("/");
    expect(crumbs.getByRole("link", { name: "Aufbewahrung" }).getAttribute("href")).to.equal("/kategorie/oberkategorie/2");
    expect(crumbs.getByText("Archivboxen").getAttribute("aria-current")).to.equal("page");
    await waitFor(() => expect(q.getByText("Archivkarton", { selector: "strong" })).to.exist);
    const description = q.getByText("Archivkarton", { selector: "strong" }).closest(".category-description") as HTMLElement;
    expect(description.querySelector("script, img")).to.equal(null);
    expect(description.querySelector("a")?.hasAttribute("href")).to.equal(false);
    expect((window as { __xss?: boolean }).__xss).to.equal(undefined);
  });

  it("a super-category shows its heading, summary and product categories as tiles", async () => {
    useHandlers(http.get("*/_hcms/api/super-categories", () => HttpResponse.json(SUPER)));
    const { q } = await mountElement("shop-category", { ...BLOCK, categoryId: undefined, superCategoryId: "2" }, (q) =>
      q.findByRole("heading", { name: "Aufbewahrung" }),
    );
    const tiles = q.getByRole("list", { name: "Kategorien" });
    expect([...tiles.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).to.deep.equal([
      ["Archivboxen", "/kategorie/21"],
      ["Mappen", "/kategorie/22"],
    ]);
  });

  it("bad data block: neither or both ids, or malformed JSON, show an alert naming the field and log it", async () => {
    const { errors } = await captureConsoleErrors(async () => {
      const both = mount("shop-category", { ...BLOCK, superCategoryId: "2" });
      expect((await ui(both).findByRole("alert")).textContent).to.contain("categoryId");
      const none = mount("shop-category", { ...BLOCK, categoryId: undefined });
      expect((await ui(none).findByRole("alert")).textContent).to.contain("categoryId");
      const broken = mount("shop-category", "{ not json");
      expect((await ui(broken).findByRole("alert")).textContent).to.contain("data");
    });
    expect(errors.filter((e) => e.includes("<shop-category> data block"))).to.have.length(3);
  });

  it("an unknown category (404) says so, without a retry, and logs", async () => {
    categoryApi();
    useHandlers(http.get("*/_hcms/api/product-categories/get", () => HttpResponse.json({ message: "no" }, { status: 404 })));
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-category", { ...BLOCK, categoryId: "999" });
      const alert = await ui(el).findByRole("alert");
      expect(alert.textContent).to.contain("Diese Kategorie gibt es nicht (mehr).");
      expect(ui(el).queryByRole("button", { name: "Erneut versuchen" })).to.equal(null);
    });
    expect(errors.some((e) => e.includes("404"))).to.equal(true);
  });

  it("a server error (500) shows the notice with a retry that loads again", async () => {
    const calls = categoryApi();
    let fail = true;
    useHandlers(
      http.get("*/_hcms/api/product-categories/get", () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(category()))),
    );
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-category", BLOCK);
      const alert = await ui(el).findByRole("alert");
      expect(alert.textContent).to.contain("Der Shop ist gerade nicht erreichbar");
      fail = false;
      ui(el).getByRole("button", { name: "Erneut versuchen" }).click();
      expect(await ui(el).findByRole("heading", { name: "Archivboxen" })).to.exist;
      await waitFor(() => expect(countText(ui(el))).to.equal("40 Artikel gefunden"));
    });
    expect(calls.articles).to.equal(2);
    expect(errors.some((e) => e.includes("HTTP 500"))).to.equal(true);
  });

  it("a schema-breaking articles answer shows the notice under the heading and logs", async () => {
    categoryApi();
    useHandlers(
      http.get("*/_hcms/api/product-categories/articles", () => HttpResponse.json({ articles: [{ id: "1", url: "javascript:alert(1)" }] })),
    );
    const { errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-category", BLOCK);
      expect(await ui(el).findByRole("heading", { name: "Archivboxen" })).to.exist;
      expect((await ui(el).findByRole("alert")).textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
    });
    expect(errors.length).to.be.greaterThan(0);
  });

  it("a request failing at network level while online says the shop's service cannot be reached", async () => {
    categoryApi();
    useHandlers(http.get("*/_hcms/api/product-categories/get", () => HttpResponse.error()));
    await captureConsoleErrors(async () => {
      const el = mount("shop-category", BLOCK);
      expect((await ui(el).findByRole("alert", {}, { timeout: 8000 })).textContent).to.contain(
        "Der Shop-Dienst ist gerade nicht erreichbar",
      );
    });
  });

  it("an empty category says so and links to its super-category", async () => {
    categoryApi({ articles: [] });
    const el = mount("shop-category", BLOCK);
    const note = await ui(el).findByText("In dieser Kategorie gibt es derzeit keine Artikel.", { exact: false });
    expect(note.querySelector("a")?.getAttribute("href")).to.equal("/kategorie/oberkategorie/2");
  });

  it("renders in English and French", async () => {
    categoryApi();
    const en = await mountCategory({ language: "en" });
    expect(countText(en.q)).to.equal("40 articles found");
    expect(en.q.getByRole("combobox", { name: "Sort by" })).to.exist;
    const fr = await mountCategory({ language: "fr" });
    expect(countText(fr.q)).to.equal("40 articles trouvés");
  });
});
