import { expect } from "chai";
import { parseDataBlock } from "../../core/element/data-block.ts";
import { ProductDataSchema, type ProductData } from "../../core/catalog/product-data.ts";

const TAG = "shop-product-detail";

function block(overrides: Record<string, unknown> = {}, product: Record<string, unknown> = {}) {
  return {
    language: "de",
    portal_id: 4711,
    contactid: null,
    loggedIn: false,
    info_popup_text: "",
    geoLocation: "de",
    ansprechpartner_id: null,
    baseUrl: "",
    columns: { labels: "Artikelnr.", properties: "artnr" },
    product: {
      images: ["https://cdn.example/a.jpg"],
      article_id: 123,
      artikel: "Archivkarton A4",
      article_number: "AK-4",
      kleinste_bestelleinheit: 1,
      ...product,
    },
    ...overrides,
  };
}

function parse(raw: unknown) {
  return parseDataBlock(raw, ProductDataSchema, TAG);
}

function parsed(raw: unknown): ProductData {
  const result = parse(raw);
  if (!result.ok) throw new Error(`expected a valid block, got field ${result.field}: ${result.cause.kind}`);
  return result.value;
}

describe("data block (specification section 3)", () => {
  let errors: unknown[][];
  const originalError = console.error;
  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => errors.push(args);
  });
  afterEach(() => {
    console.error = originalError;
  });

  it("accepts valid JSON text", () => {
    const value = parsed(JSON.stringify(block()));
    expect(value.product.artikel).to.equal("Archivkarton A4");
    expect(value.product.article_id).to.equal("123");
    expect(value.geoLocation).to.equal("de");
    expect(errors).to.deep.equal([]);
  });

  it("accepts an object (the data property)", () => {
    const value = parsed(block({ geoLocation: "GB" }));
    expect(value.geoLocation).to.equal("gb");
    expect(value.portal_id).to.equal("4711");
  });

  it("malformed JSON fails on field 'data' and is logged to the console", () => {
    const result = parse('{"language": "en", ');
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.field).to.equal("data");
    expect(errors).to.have.length(1);
    expect(String(errors[0]?.[0])).to.contain(TAG).and.contain('"data"');
  });

  it("an empty or missing block fails on field 'data'", () => {
    for (const raw of ["", "   ", null, undefined]) {
      const result = parse(raw);
      expect(result.ok, String(raw)).to.equal(false);
      if (!result.ok) expect(result.field).to.equal("data");
    }
  });

  it("a missing product fails on field 'product' and is logged", () => {
    const { product: _omitted, ...withoutProduct } = block();
    const result = parse(withoutProduct);
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.field).to.equal("product");
    expect(errors).to.have.length(1);
    expect(String(errors[0]?.[0])).to.contain('"product"');
  });

  it("a product without a name (artikel) fails on product.artikel", () => {
    const result = parse(block({}, { artikel: "  " }));
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.field).to.equal("product.artikel");
  });

  it("geoLocation must be a two-letter country code", () => {
    for (const geoLocation of ["deu", "d", "", 49]) {
      const result = parse(block({ geoLocation }));
      expect(result.ok, String(geoLocation)).to.equal(false);
      if (!result.ok) expect(result.field).to.equal("geoLocation");
    }
    const { geoLocation: _omitted, ...withoutGeo } = block();
    const missing = parse(withoutGeo);
    expect(missing.ok).to.equal(false);
    if (!missing.ok) expect(missing.field).to.equal("geoLocation");
  });

  it("accepts the CMS string forms of numbers and flags", () => {
    const value = parsed(
      block(
        { loggedIn: "true", contactid: 99, ansprechpartner_id: "17", categoryId: "12", portal_id: "4711" },
        {
          article_id: "123",
          kleinste_bestelleinheit: "12",
          sperrgut_artikel: "true",
          requested_delivery_amount: "250",
          volume: 3.5,
          weight: "",
        },
      ),
    );
    expect(value.loggedIn).to.equal(true);
    expect(value.contactid).to.equal("99");
    expect(value.ansprechpartner_id).to.equal("17");
    expect(value.categoryId).to.equal(12);
    expect(value.portal_id).to.equal("4711");
    expect(value.product.article_id).to.equal("123");
    expect(value.product.kleinste_bestelleinheit).to.equal(12);
    expect(value.product.sperrgut_artikel).to.equal(true);
    expect(value.product.requested_delivery_amount).to.equal(250);
    expect(value.product.volume).to.equal("3.5");
    expect(value.product.weight).to.equal("");
  });

  it("empty CMS values: loggedIn '' is false, kleinste_bestelleinheit '' is 1, empty ids are null", () => {
    const value = parsed(
      block(
        { loggedIn: "", contactid: "", ansprechpartner_id: "null", categoryId: "" },
        { kleinste_bestelleinheit: "", sperrgut_artikel: "", requested_delivery_amount: "" },
      ),
    );
    expect(value.loggedIn).to.equal(false);
    expect(value.contactid).to.equal(null);
    expect(value.ansprechpartner_id).to.equal(null);
    expect(value.categoryId).to.equal(undefined);
    expect(value.product.kleinste_bestelleinheit).to.equal(1);
    expect(value.product.sperrgut_artikel).to.equal(false);
    expect(value.product.requested_delivery_amount).to.equal(undefined);
  });

  it("kleinste_bestelleinheit below 1 counts as 1; a missing one as 1", () => {
    expect(parsed(block({}, { kleinste_bestelleinheit: "0" })).product.kleinste_bestelleinheit).to.equal(1);
    expect(parsed(block({}, { kleinste_bestelleinheit: undefined })).product.kleinste_bestelleinheit).to.equal(1);
  });

  it("a non-numeric number or unknown flag text is rejected with its field", () => {
    const amount = parse(block({}, { kleinste_bestelleinheit: "zwölf" }));
    expect(amount.ok).to.equal(false);
    if (!amount.ok) expect(amount.field).to.equal("product.kleinste_bestelleinheit");
    const loggedIn = parse(block({ loggedIn: "vielleicht" }));
    expect(loggedIn.ok).to.equal(false);
    if (!loggedIn.ok) expect(loggedIn.field).to.equal("loggedIn");
  });

  it("language is de, en or fr; unknown or missing means de", () => {
    expect(parsed(block({ language: "en" })).language).to.equal("en");
    expect(parsed(block({ language: "FR" })).language).to.equal("fr");
    expect(parsed(block({ language: "en-GB" })).language).to.equal("en");
    expect(parsed(block({ language: "es" })).language).to.equal("de");
    expect(parsed(block({ language: 7 })).language).to.equal("de");
    const { language: _omitted, ...withoutLanguage } = block();
    expect(parsed(withoutLanguage).language).to.equal("de");
  });

  it("language codes match in any case, trimmed, with or without a region (docs/decisions/language-codes.md)", () => {
    for (const [code, lang] of [
      ["EN", "en"],
      [" fr ", "fr"],
      ["De", "de"],
      ["fr-CH", "fr"],
      ["de_AT", "de"],
      ["EN-gb", "en"],
    ] as const)
      expect(parsed(block({ language: code })).language, code).to.equal(lang);
  });

  it("a language that is not de, en or fr renders German", () => {
    for (const code of ["english", "es", "e", "enx"]) expect(parsed(block({ language: code })).language, code).to.equal("de");
  });

  it("a failing block still reports its language, so the error shows in it", () => {
    const en = parse(block({ language: "en", geoLocation: "xyz" }));
    expect(en.ok).to.equal(false);
    if (!en.ok) expect(en.language).to.equal("en");
    const fr = parse(JSON.stringify(block({ language: "fr" }, { artikel: "" })));
    expect(fr.ok).to.equal(false);
    if (!fr.ok) expect(fr.language).to.equal("fr");
    const unknown = parse(block({ language: "xx", geoLocation: "xyz" }));
    if (!unknown.ok) expect(unknown.language).to.equal("de");
    else expect.fail("expected failure");
  });

  it("baseUrl is '' or an http(s) URL, without trailing slash", () => {
    expect(parsed(block({ baseUrl: "https://shop.example/" })).baseUrl).to.equal("https://shop.example");
    expect(parsed(block({ baseUrl: "" })).baseUrl).to.equal("");
    const bad = parse(block({ baseUrl: "javascript:alert(1)" }));
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.field).to.equal("baseUrl");
  });
});
