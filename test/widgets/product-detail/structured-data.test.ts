// What search engines read on a product page (docs/decisions/structured-data.md): the element puts a
// Product with its Offer and a BreadcrumbList as JSON-LD into its light DOM once the price is known,
// follows the page's gross/net display, keeps hostile text as data, and takes the scripts with it.
import { expect } from "chai";
import { HttpResponse, http } from "msw";
import { $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { companyChoices, priceList, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { mount } from "../../support/dom.ts";
import { BreadcrumbListJsonLdSchema, ProductJsonLdSchema, structuredDataIssues } from "../../support/structured-data-schema.ts";

type JsonLd = Record<string, unknown> & { "@type": string };
interface PublishedProduct extends JsonLd {
  offers?: { price: string; priceCurrency: string; priceSpecification: { valueAddedTaxIncluded: boolean } };
}
interface PublishedTrail extends JsonLd {
  itemListElement: { name: string; item?: string }[];
}

/** The element's JSON-LD scripts in its light DOM, read back. */
function published(el: HTMLElement): JsonLd[] {
  return [...el.querySelectorAll(':scope > script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ""));
}
const productOf = (el: HTMLElement) => published(el).find((d) => d["@type"] === "Product") as PublishedProduct | undefined;
const trailOf = (el: HTMLElement) => published(el).find((d) => d["@type"] === "BreadcrumbList") as PublishedTrail | undefined;

const here = () => new URL(document.URL).origin + new URL(document.URL).pathname;

describe("<shop-product-detail> structured data", () => {
  useElementSuite();
  afterEach(() => $showVAT.set(false));

  it("once the price is there: one Product with the first amount's net price, availability, sku and absolute pictures", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    productApi();
    useHandlers(
      http.get("*/_hcms/api/objects/price-lists/get", async () => {
        await held;
        return HttpResponse.json(priceList);
      }),
    );
    const el = mount("shop-product-detail", productBlock());
    await waitFor(() => expect(trailOf(el)).to.not.equal(undefined));
    expect(productOf(el), "no Product before the price is known").to.equal(undefined);
    release();
    await waitFor(() => expect(productOf(el)).to.not.equal(undefined));
    const product = productOf(el)!;
    expect(structuredDataIssues(ProductJsonLdSchema, product)).to.deep.equal([]);
    expect(product).to.deep.include({ name: "Archivbox A4", sku: "A-100", url: here(), description: "Säurefreie Archivbox" });
    expect(product.image).to.deep.equal([1, 2, 3].map((n) => new URL(`/demo-images/1001-${n}.svg`, document.baseURI).href));
    expect(product.offers).to.deep.include({ price: "4.90", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(product.offers?.priceSpecification.valueAddedTaxIncluded).to.equal(false);
    expect(el.querySelectorAll('script[type="application/ld+json"]').length, "one Product, one BreadcrumbList").to.equal(2);
    expect(el.shadowRoot!.querySelector('script[type="application/ld+json"]'), "none in the shadow root").to.equal(null);
  });

  it("follows the gross/net display: gross 5.83 € with VAT included, back to net 4.90 €", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    await waitFor(() => expect(productOf(el)?.offers?.price).to.equal("4.90"));
    $showVAT.set(true);
    await waitFor(() => expect(priceText(q)).to.equal("5,83\u00a0€"));
    await waitFor(() => expect(productOf(el)?.offers?.price).to.equal("5.83"));
    expect(productOf(el)?.offers?.priceSpecification.valueAddedTaxIncluded).to.equal(true);
    $showVAT.set(false);
    await waitFor(() => expect(productOf(el)?.offers?.price).to.equal("4.90"));
    expect(published(el).length, "replaced, not added").to.equal(2);
  });

  it("follows the company: a VAT-free company's price list is net, VAT not included, though showVAT is on", async () => {
    productApi({ priceList: { itemInUnit: 1, scaled_price: [{ quantity: 1, price: 3.1 }] } });
    $showVAT.set(true);
    const { el } = await mountProduct(productBlock());
    await waitFor(() => expect(productOf(el)?.offers?.price).to.equal("3.69"));
    setCompanies(companyChoices);
    selectCompany("c-3");
    await waitFor(() => expect(productOf(el)?.offers?.priceSpecification.valueAddedTaxIncluded).to.equal(false));
    expect(productOf(el)?.offers?.price).to.equal("3.10");
  });

  it("a hostile name stays data: it cannot end the script, nothing runs, the JSON reads it back unchanged", async () => {
    const name = `</script><script>window.__jsonLdXss = true</script> "Box" & <!-- Co`;
    productApi();
    const { el } = await mountProduct(productBlock({}, { artikel: name }));
    await waitFor(() => expect(productOf(el)).to.not.equal(undefined));
    expect(productOf(el)?.name).to.equal(name);
    expect(trailOf(el)?.itemListElement.at(-1)?.name).to.equal(name);
    expect(el.querySelectorAll("script").length, "only the two JSON-LD scripts").to.equal(2);
    for (const script of el.querySelectorAll("script")) expect(script.textContent).to.not.match(/[<>&]/);
    expect((window as { __jsonLdXss?: boolean }).__jsonLdXss).to.equal(undefined);
  });

  it("price on request from the first amount on: a Product without an offer", async () => {
    productApi();
    const { el } = await mountProduct(productBlock({}, { requested_delivery_amount: "1" }));
    await waitFor(() => expect(productOf(el)).to.not.equal(undefined));
    expect(productOf(el)).to.not.have.property("offers");
    expect(structuredDataIssues(ProductJsonLdSchema, productOf(el))).to.deep.equal([]);
  });

  it("the breadcrumb once its categories are known: start, super-category, category, the product, absolute URLs", async () => {
    productApi();
    const { el } = await mountProduct(productBlock({ baseUrl: "/structured-crumbs", categoryId: "11" }));
    await waitFor(() => expect(trailOf(el)?.itemListElement.length).to.equal(4));
    const list = trailOf(el)!;
    expect(structuredDataIssues(BreadcrumbListJsonLdSchema, list)).to.deep.equal([]);
    expect(list.itemListElement[0]).to.deep.include({ name: "Start", item: new URL("/", document.baseURI).href });
    expect(list.itemListElement[3]).to.deep.include({ name: "Archivbox A4", item: here() });
  });

  it("removed from the page, the element takes its scripts with it; two products on a page have one Product each", async () => {
    productApi();
    const first = await mountProduct(productBlock());
    const second = await mountProduct(productBlock({}, { artikel: "Archivbox A3" }));
    await waitFor(() => expect([productOf(first.el)?.name, productOf(second.el)?.name]).to.deep.equal(["Archivbox A4", "Archivbox A3"]));
    expect(document.querySelectorAll('script[type="application/ld+json"]').length).to.equal(4);
    first.el.remove();
    await waitFor(() => expect(first.el.querySelectorAll("script").length).to.equal(0));
    expect(published(second.el).length).to.equal(2);
  });
});
