// The product page's breadcrumb (docs/decisions/category-navigation.md): Start › super-category ›
// category › the product from the block's categoryId and the shared category tree; Start › the product
// where the category is unknown; one line that never moves the page when the tree arrives.
import { within } from "@testing-library/dom";
import { expect } from "chai";
import { http } from "msw";
import type { SuperCategoryList } from "../../../core/api/browse.ts";
import { axeViolations } from "../../support/axe.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";

/** Each test's own shop (baseUrl): the page-wide tree of one test is not the next one's. */
let shops = 0;
const ownShop = (overrides: Record<string, unknown> = {}) => productBlock({ baseUrl: `/crumbs-${++shops}`, ...overrides });

async function fakeTree(language = "de"): Promise<SuperCategoryList> {
  return (await fetch(`/_hcms/api/super-categories?language=${language}`)).json();
}

/** The trail's steps as [text, href or null, aria-current]. */
function steps(el: HTMLElement) {
  const nav = within(el.shadowRoot as unknown as HTMLElement).getByRole("navigation", {
    name: /^(Brotkrumen|Breadcrumb|Fil d'Ariane) ?: Archivbox A4$/,
  });
  expect(nav.querySelector("ol")).to.not.equal(null);
  return [...nav.querySelectorAll("li")].map((item) => {
    const step = item.firstElementChild!;
    return [step.textContent, step.getAttribute("href"), step.getAttribute("aria-current")];
  });
}

describe("<shop-product-detail> breadcrumb", () => {
  useElementSuite();

  for (const language of ["de", "en", "fr"] as const) {
    it(`with a category (${language}): start, super-category, category, then the product as the current page`, async () => {
      productApi();
      const tree = await fakeTree(language);
      const group = tree.superCategories.find((g) => g.categories.some((c) => c.id === "11"))!;
      const category = group.categories.find((c) => c.id === "11")!;
      const { el } = await mountProduct(ownShop({ language, categoryId: "11" }));
      const start = { de: "Start", en: "Home", fr: "Accueil" }[language];
      await waitFor(() =>
        expect(steps(el)).to.deep.equal([
          [start, "/", null],
          [group.name, group.url, null],
          [category.name, category.url, null],
          ["Archivbox A4", null, "page"],
        ]),
      );
    });
  }

  it("without a category: start and the product (nothing asked of the tree missing)", async () => {
    productApi();
    const { el } = await mountProduct(ownShop());
    expect(steps(el)).to.deep.equal([
      ["Start", "/", null],
      ["Archivbox A4", null, "page"],
    ]);
  });

  it("a category the tree does not hold (a sub-category) and a tree that fails: start and the product", async () => {
    productApi();
    const { el } = await mountProduct(ownShop({ categoryId: "22" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(steps(el)).to.deep.equal([
      ["Start", "/", null],
      ["Archivbox A4", null, "page"],
    ]);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px the trail is one line from the first render: the tree's arrival moves nothing`, async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      useHandlers(
        http.get("*/_hcms/api/super-categories", async () => {
          await held;
          return undefined;
        }),
      );
      productApi();
      const { el } = await mountProduct(ownShop({ categoryId: "11" }));
      el.style.width = `${width - 32}px`;
      const heading = () =>
        within(el.shadowRoot as unknown as HTMLElement)
          .getByRole("heading", { level: 1 })
          .getBoundingClientRect().top;
      const before = heading();
      expect(steps(el)).to.have.length(2);
      release();
      await waitFor(() => expect(steps(el)).to.have.length(4));
      expect(heading()).to.equal(before);
      const nav = el.shadowRoot!.querySelector("nav")!;
      expect(nav.getBoundingClientRect().height).to.be.at.most(48);
    });
  }

  it("no axe violations with the full trail", async () => {
    productApi();
    const { el } = await mountProduct(ownShop({ categoryId: "11" }));
    await waitFor(() => expect(steps(el)).to.have.length(4));
    expect(await axeViolations()).to.deep.equal([]);
  });
});
