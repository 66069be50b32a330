// The header's category navigation (docs/decisions/category-navigation.md): the shop's top
// categories one click from the header's button on a wide header, one tap from the narrow header's
// menu; the tree loads once per page, never holds up the header, and says so when it cannot.
import { within } from "@testing-library/dom";
import { expect } from "chai";
import { HttpResponse, http } from "msw";
import type { SuperCategoryList } from "../../../core/api/browse.ts";
import { axeViolations } from "../../support/axe.ts";
import { sendKeys } from "../../support/commands";
import { captureConsoleErrors, expectFocus, mount, ui } from "../../support/dom.ts";
import { recordRequests, useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";
import { headerBlock, mountHeader, PHONE, useHeaderSetup, WIDE } from "./setup.ts";

/** Each test's own shop (baseUrl): the page-wide tree of one test is not the next one's. */
let shops = 0;
const ownShop = (overrides: Record<string, unknown> = {}) => headerBlock({ baseUrl: `/nav-${++shops}`, ...overrides });

/** The demo fake's tree, as the header gets it. */
async function fakeTree(language = "de"): Promise<SuperCategoryList> {
  return (await fetch(`/_hcms/api/super-categories?language=${language}`)).json();
}

/** The panel a disclosure button controls. */
const panelOf = (el: HTMLElement, button: HTMLElement) => el.shadowRoot!.getElementById(button.getAttribute("aria-controls")!)!;

describe("<shop-header> category navigation", () => {
  useHeaderSetup();

  it("wide: one click on “Sortiment” shows every top category by super-category, each linked to the tree's checked URL", async () => {
    const tree = await fakeTree();
    const { el, q } = await mountHeader(ownShop(), WIDE);
    const button = q.getByRole("button", { name: "Sortiment" });
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    button.click();
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("true"));
    const panel = within(panelOf(el, button));
    for (const group of tree.superCategories) {
      expect((await panel.findByRole("link", { name: group.name })).getAttribute("href")).to.equal(group.url);
      for (const category of group.categories)
        expect(panel.getByRole("link", { name: category.name }).getAttribute("href")).to.equal(category.url);
    }
    expect(q.getByRole("navigation", { name: "Sortiment" }).contains(button)).to.equal(true);
  });

  it("wide: Enter opens, Tab goes to the first category, Escape closes it with focus back on the button", async () => {
    const tree = await fakeTree();
    const { el, q } = await mountHeader(ownShop(), WIDE);
    const button = q.getByRole("button", { name: "Sortiment" });
    button.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("true"));
    const first = await within(panelOf(el, button)).findByRole("link", { name: tree.superCategories[0]!.name });
    await sendKeys({ press: "Tab" });
    await waitFor(() => expectFocus(el, first));
    await sendKeys({ press: "Escape" });
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, button);
  });

  it("phone: the categories come first in the menu, one tap from the page; no “Sortiment” button in the bar", async () => {
    const tree = await fakeTree();
    const { el, q } = await mountHeader(ownShop(), PHONE);
    expect(q.queryByRole("button", { name: "Sortiment" })).to.equal(null);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.click();
    const panel = panelOf(el, menu);
    const nav = await within(panel).findByRole("navigation", { name: "Sortiment" });
    expect(panel.firstElementChild).to.equal(nav);
    const links = await within(nav).findAllByRole("link");
    const expected = tree.superCategories.flatMap((group) => [group, ...group.categories]).map(({ name, url }) => [name, url]);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).to.deep.equal(expected);
    for (const link of links) expect(link.getBoundingClientRect().height).to.be.at.least(44);
  });

  it("categoryNav: false leaves the categories out at every width (the CMS has its own menu)", async () => {
    const requests = recordRequests();
    for (const width of [WIDE, PHONE]) {
      const { el, q } = await mountHeader(ownShop({ categoryNav: false }), width);
      expect(q.queryByRole("button", { name: "Sortiment" })).to.equal(null);
      expect(el.shadowRoot!.querySelector(".categories, .menu-categories")).to.equal(null);
      el.remove();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.filter((r) => r.includes("super-categories"))).to.deep.equal([]);
  });

  it("the header shows before the tree is there, and two headers of a page ask for the tree once", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    useHandlers(
      http.get("*/_hcms/api/super-categories", async () => {
        asked++;
        await held;
        return undefined;
      }),
    );
    const block = ownShop();
    const { el, q } = await mountHeader(block, WIDE);
    const button = q.getByRole("button", { name: "Sortiment" });
    await mountHeader(block, PHONE);
    await waitFor(() => expect(asked).to.equal(1));
    button.click();
    const panel = within(panelOf(el, button));
    expect(await panel.findByText("Das Sortiment wird geladen …")).to.exist;
    release();
    await panel.findByRole("link", { name: "Archivierung" });
    expect(asked).to.equal(1);
  });

  it("a tree that cannot load: a translated line in the panel and the reason in the console", async () => {
    useHandlers(http.get("*/_hcms/api/super-categories", () => new HttpResponse(null, { status: 500 })));
    const { errors } = await captureConsoleErrors(async () => {
      const { el, q } = await mountHeader(ownShop({ language: "en" }), WIDE);
      const button = q.getByRole("button", { name: "Products" });
      button.click();
      expect(await within(panelOf(el, button)).findByText("The product range cannot be loaded right now.")).to.exist;
    });
    expect(errors.some((e) => e.includes("cannot load the category tree"))).to.equal(true);
  });

  it("a category whose link the URL rule refuses is left out, the others stay", async () => {
    const tree = await fakeTree();
    const group = tree.superCategories[0]!;
    const bad = { ...group.categories[0]!, url: "javascript:alert(1)" };
    const changed = { superCategories: [{ ...group, categories: [bad, ...group.categories.slice(1)] }] };
    useHandlers(http.get("*/_hcms/api/super-categories", () => HttpResponse.json(changed)));
    const { q } = await mountHeader(ownShop(), WIDE);
    q.getByRole("button", { name: "Sortiment" }).click();
    await q.findByRole("link", { name: group.categories[1]!.name });
    expect(q.queryByRole("link", { name: bad.name })).to.equal(null);
  });

  for (const [language, name] of [
    ["de", "Sortiment"],
    ["en", "Products"],
    ["fr", "Assortiment"],
  ] as const) {
    it(`no axe violations with the category menu open (${language}: “${name}”) and with the phone menu open`, async () => {
      const tree = await fakeTree(language);
      const wide = await mountHeader(ownShop({ language }), WIDE);
      wide.q.getByRole("button", { name }).click();
      await wide.q.findByRole("link", { name: tree.superCategories[0]!.name });
      expect(await axeViolations()).to.deep.equal([]);
      wide.el.remove();
      const phone = await mountHeader(ownShop({ language }), PHONE);
      phone.q.getByRole("button", { name: language === "de" ? "Menü" : "Menu" }).click();
      await phone.q.findByRole("link", { name: tree.superCategories[0]!.name });
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});

describe("<shop-header> languages in the narrow menu", () => {
  useHeaderSetup();
  const languages = { de: "/produkt/1001", en: "/product/1001", fr: "/produit/1001" };

  it("the menu ends with the page in each language, the current one marked; a wide header leaves them to the page", async () => {
    const { el, q } = await mountHeader(ownShop({ language: "en", languages, categoryNav: false }), PHONE);
    const menu = q.getByRole("button", { name: "Menu" });
    menu.click();
    const nav = await within(panelOf(el, menu)).findByRole("navigation", { name: "Language" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("hreflang")])).to.deep.equal([
      ["Deutsch", "/produkt/1001", "de"],
      ["English", "/product/1001", "en"],
      ["Français", "/produit/1001", "fr"],
    ]);
    expect(links.map((a) => a.getAttribute("aria-current"))).to.deep.equal([null, "page", null]);
    el.remove();
    const wide = await mountHeader(ownShop({ language: "en", languages, categoryNav: false }), WIDE);
    expect(wide.q.queryByRole("navigation", { name: "Language" })).to.equal(null);
  });

  it("a language URL the URL rule refuses is refused like every URL of a block", async () => {
    const el = mount("shop-header", ownShop({ languages: { en: "javascript:alert(1)" } }));
    await captureConsoleErrors(async () => {
      expect((await ui(el).findByRole("alert")).textContent).to.contain("languages");
    });
  });
});
