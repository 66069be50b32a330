// What search engines read (docs/decisions/structured-data.md): the product page's Product and Offer,
// the breadcrumb's BreadcrumbList, and the JSON-LD text that carries them. Prices from the
// specification's scale (section 9) and its default VAT of 19 %.
import { expect } from "chai";
import * as v from "valibot";
import { ProductSchema } from "../../core/catalog/product-data.ts";
import { itemAvailability } from "../../core/seo/availability.ts";
import { breadcrumbStructuredData } from "../../core/seo/breadcrumb-structured-data.ts";
import { absoluteUrl, canonicalUrl, jsonLdText } from "../../core/seo/json-ld.ts";
import { type ProductPageFacts, plainText, priceText, productStructuredData } from "../../core/seo/product-structured-data.ts";
import { BreadcrumbListJsonLdSchema, ProductJsonLdSchema, structuredDataIssues } from "../support/structured-data-schema.ts";

const PAGE = "https://shop.example/produkt/1001";

const product = v.parse(ProductSchema, {
  images: ["/demo-images/1001-1.svg"],
  article_id: "1001",
  unit: "Stück",
  artikel: "Archivbox A4",
  article_number: "A-100",
  description: "Säurefreie Archivbox",
  kleinste_bestelleinheit: "1",
});

const SCALE = [
  { quantity: 1, price: 4.9 },
  { quantity: 50, price: 4.2 },
  { quantity: 200, price: 3.6 },
];

function facts(overrides: Partial<ProductPageFacts> = {}): ProductPageFacts {
  return {
    product,
    availability: "lagernd",
    images: ["/demo-images/1001-1.svg", "https://cdn.example/1001-2.jpg"],
    priceList: { itemInUnit: 1, scaled_price: SCALE },
    requestThreshold: undefined,
    showVAT: false,
    vatPercent: 19,
    country: "de",
    pageUrl: PAGE,
    ...overrides,
  };
}

describe("structured data: the product page's Product and Offer", () => {
  it("names the product, its article number as sku, the page's URL, the description and the pictures as absolute URLs", () => {
    const data = productStructuredData(facts());
    expect(data).to.deep.include({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Archivbox A4",
      sku: "A-100",
      url: PAGE,
      description: "Säurefreie Archivbox",
      image: ["https://shop.example/demo-images/1001-1.svg", "https://cdn.example/1001-2.jpg"],
    });
    expect(structuredDataIssues(ProductJsonLdSchema, data)).to.deep.equal([]);
  });

  it("the offer is the first amount's price as the page shows it: net 4.90 € for one piece, VAT not included", () => {
    const { offers } = productStructuredData(facts());
    expect(offers).to.deep.equal({
      "@type": "Offer",
      url: PAGE,
      price: "4.90",
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "4.90",
        priceCurrency: "EUR",
        valueAddedTaxIncluded: false,
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "Stück" },
      },
      itemCondition: "https://schema.org/NewCondition",
      availability: "https://schema.org/InStock",
    });
  });

  it("gross when the page shows VAT: 4.90 € net with 19 % is 5.83 €, VAT included; a chosen rate replaces 19 %", () => {
    const gross = productStructuredData(facts({ showVAT: true })).offers;
    expect([gross?.price, gross?.priceSpecification.valueAddedTaxIncluded]).to.deep.equal(["5.83", true]);
    expect(productStructuredData(facts({ showVAT: true, vatPercent: 7 })).offers?.price).to.equal("5.24");
  });

  it("a VAT-free company (0 %): the net price, VAT not included, even with showVAT", () => {
    const offer = productStructuredData(facts({ showVAT: true, vatPercent: 0 })).offers;
    expect([offer?.price, offer?.priceSpecification.valueAddedTaxIncluded]).to.deep.equal(["4.90", false]);
  });

  it("the smallest order amount: one order step (smallest order unit × itemInUnit) priced by the scale, as the page starts", () => {
    const packs = {
      itemInUnit: 25,
      scaled_price: [
        { quantity: 25, price: 0.5 },
        { quantity: 100, price: 0.4 },
      ],
    };
    const byPack = productStructuredData(facts({ priceList: packs })).offers;
    expect([byPack?.price, byPack?.priceSpecification.referenceQuantity.value]).to.deep.equal(["12.50", 25]);
    const fours = { ...product, kleinste_bestelleinheit: 4 };
    const byFour = productStructuredData(facts({ product: fours, priceList: packs })).offers;
    expect([byFour?.price, byFour?.priceSpecification.referenceQuantity.value]).to.deep.equal(["40.00", 100]);
    // The scale's rows below the order step do not apply: 50 pieces from the spec's scale cost 210.00 €.
    const fifty = productStructuredData(facts({ product: { ...product, kleinste_bestelleinheit: 50 } })).offers;
    expect(fifty?.price).to.equal("210.00");
  });

  it("the currency is the visitor's country's: GBP for gb, EUR elsewhere", () => {
    expect(productStructuredData(facts({ country: "gb" })).offers?.priceCurrency).to.equal("GBP");
    expect(productStructuredData(facts({ country: "at" })).offers?.priceCurrency).to.equal("EUR");
  });

  it("price on request: no scale, or the first amount already from requested_delivery_amount on: a Product without offers", () => {
    const none = productStructuredData(facts({ priceList: { itemInUnit: 1, scaled_price: [] } }));
    expect(none.offers).to.equal(undefined);
    expect(productStructuredData(facts({ requestThreshold: 1 })).offers).to.equal(undefined);
    expect(productStructuredData(facts({ requestThreshold: 2 })).offers?.price).to.equal("4.90");
    expect(structuredDataIssues(ProductJsonLdSchema, none)).to.deep.equal([]);
  });

  it("a promotion's last day is the price's validity; its maximum limits the first amount", () => {
    const promotion = { maxQuantity: null, endsAt: "2026-12-31" };
    const offer = productStructuredData(facts({ priceList: { itemInUnit: 1, scaled_price: SCALE, promotion } })).offers;
    expect(offer?.priceValidUntil).to.equal("2026-12-31");
    expect(
      structuredDataIssues(
        ProductJsonLdSchema,
        productStructuredData(facts({ priceList: { itemInUnit: 1, scaled_price: SCALE, promotion } })),
      ),
    ).to.deep.equal([]);
  });

  it("availability: the CRM's texts in de/en/fr as schema.org's; a remnant is limited; anything else is left out", () => {
    const remnant = { class_3_description: "Restant" };
    const plain = { class_3_description: "" };
    expect(["lagernd", " In stock ", "en stock"].map((t) => itemAvailability(t, plain))).to.deep.equal(
      Array(3).fill("https://schema.org/InStock"),
    );
    expect(["auf Anfrage", "on request", "sur demande"].map((t) => itemAvailability(t, plain))).to.deep.equal(
      Array(3).fill("https://schema.org/BackOrder"),
    );
    expect(["Restposten", "remaining stock", "fin de série"].map((t) => itemAvailability(t, plain))).to.deep.equal(
      Array(3).fill("https://schema.org/LimitedAvailability"),
    );
    expect(itemAvailability("", remnant)).to.equal("https://schema.org/LimitedAvailability");
    expect(itemAvailability("", plain)).to.equal(undefined);
    expect(itemAvailability("bald wieder da", plain)).to.equal(undefined);
    expect(productStructuredData(facts({ availability: "" })).offers).to.not.have.property("availability");
  });

  it("the description is plain text: tags and scripts gone, entities read, white space collapsed; an empty one is left out", () => {
    expect(plainText("<p>Säurefrei &amp; <b>alterungsbeständig</b></p>\n<script>alert(1)</script>  DIN&nbsp;ISO")).to.equal(
      "Säurefrei & alterungsbeständig DIN ISO",
    );
    expect(productStructuredData(facts({ product: { ...product, description: "" } }))).to.not.have.property("description");
  });

  it("pictures that are not http(s) after resolving are left out; none: no image", () => {
    expect(absoluteUrl("mailto:x@example.com", PAGE)).to.equal(undefined);
    expect(productStructuredData(facts({ images: [] }))).to.not.have.property("image");
  });

  it("prices as schema.org writes them: dot decimals, two places, no grouping", () => {
    expect([0, 5, 490, 123456].map(priceText)).to.deep.equal(["0.00", "0.05", "4.90", "1234.56"]);
  });
});

describe("structured data: the breadcrumb trail", () => {
  it("each step with its position, name and absolute URL; the last, the page itself, with the page's URL", () => {
    const trail = [
      { name: "Start", url: "/" },
      { name: "Archivierung", url: "/#archivierung" },
      { name: "Archivboxen", url: "https://shop.example/kategorie/11" },
      { name: "Archivbox A4", url: null },
    ];
    const list = breadcrumbStructuredData(trail, PAGE);
    expect(list).to.deep.equal({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Start", item: "https://shop.example/" },
        { "@type": "ListItem", position: 2, name: "Archivierung", item: "https://shop.example/#archivierung" },
        { "@type": "ListItem", position: 3, name: "Archivboxen", item: "https://shop.example/kategorie/11" },
        { "@type": "ListItem", position: 4, name: "Archivbox A4", item: PAGE },
      ],
    });
    expect(structuredDataIssues(BreadcrumbListJsonLdSchema, list)).to.deep.equal([]);
  });
});

describe("structured data: the JSON-LD text and the page's URL", () => {
  it("no text can end the script element: <, > and & are \\u escapes, and the JSON reads back unchanged", () => {
    const hostile = { name: `</script><script>alert(1)</script> "quoted" & <!-- \u2028` };
    const text = jsonLdText(hostile);
    expect(/[<>&\u2028]/.test(text)).to.equal(false);
    expect(text).to.include("\\u003c/script\\u003e");
    expect(JSON.parse(text)).to.deep.equal(hostile);
  });

  it("the canonical URL is the page's <link rel=canonical>, else its address without query and fragment", () => {
    const here = new URL(document.URL);
    expect(canonicalUrl(document)).to.equal(here.origin + here.pathname);
    const link = document.createElement("link");
    link.rel = "canonical";
    link.href = "https://shop.example/produkt/1001";
    document.head.append(link);
    try {
      expect(canonicalUrl(document)).to.equal("https://shop.example/produkt/1001");
      link.setAttribute("href", "javascript:alert(1)");
      expect(canonicalUrl(document)).to.equal(here.origin + here.pathname);
    } finally {
      link.remove();
    }
  });
});
