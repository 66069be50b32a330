// A category page's breadcrumb for search engines (docs/decisions/structured-data.md): a
// BreadcrumbList in the element's light DOM once the category is known, gone with the element.
import { expect } from "chai";
import { categoryApi } from "../../support/category-fixtures.ts";
import { BreadcrumbListJsonLdSchema, structuredDataIssues } from "../../support/structured-data-schema.ts";
import { mountCategory, useCategorySuite, waitFor } from "./setup.ts";

const scripts = (el: HTMLElement) => [...el.querySelectorAll(':scope > script[type="application/ld+json"]')];

describe("<shop-category> structured data", () => {
  useCategorySuite();

  it("a product category publishes its trail: start, super-category, the category, with positions and absolute URLs", async () => {
    categoryApi();
    const { el } = await mountCategory();
    await waitFor(() => expect(scripts(el).length).to.equal(1));
    const list = JSON.parse(scripts(el)[0]!.textContent ?? "");
    expect(structuredDataIssues(BreadcrumbListJsonLdSchema, list)).to.deep.equal([]);
    const page = new URL(document.URL);
    expect(list.itemListElement).to.deep.equal([
      { "@type": "ListItem", position: 1, name: "Start", item: new URL("/", document.baseURI).href },
      { "@type": "ListItem", position: 2, name: "Aufbewahrung", item: new URL("/kategorie/oberkategorie/2", document.baseURI).href },
      { "@type": "ListItem", position: 3, name: "Archivboxen", item: page.origin + page.pathname },
    ]);
    expect(el.shadowRoot!.querySelector('script[type="application/ld+json"]')).to.equal(null);
    el.remove();
    await waitFor(() => expect(scripts(el).length).to.equal(0));
  });
});
