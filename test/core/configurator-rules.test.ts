import { expect } from "chai";
import { KNOWN_QUALITIES } from "../../core/api/configurator.ts";
import { configuredOrderItemBody } from "../../core/cart/configured-order-item.ts";
import { girthMm, isBulky } from "../../core/configurator/bulky.ts";
import { describeConfiguredLine } from "../../core/configurator/describe.ts";
import { lengthProblem } from "../../core/configurator/length-check.ts";
import { FSC, materialQualities, qualityText } from "../../core/catalog/qualities.ts";
import { formatRange } from "../../core/configurator/range-text.ts";
import { parseLength } from "../../core/configurator/units.ts";
import { isPartnerSite, shopPageOnShop, withQuery } from "../../core/element/partner-site.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";

const range = { min: 100, max: 1000 };

describe("configurator rules (core/configurator)", () => {
  describe("a typed length is checked against the type's range", () => {
    it("what the text cannot mean is a problem of its own: empty, not a number, not above 0", () => {
      expect(lengthProblem(parseLength("", "mm"), range)).to.deep.equal({ code: "empty" });
      expect(lengthProblem(parseLength("abc", "mm"), range)).to.deep.equal({ code: "not-a-number" });
      expect(lengthProblem(parseLength("3 1/2", "mm"), range)).to.deep.equal({ code: "not-a-number" });
      expect(lengthProblem(parseLength("0", "mm"), range)).to.deep.equal({ code: "not-positive" });
      expect(lengthProblem(parseLength("-5", "mm"), range)).to.deep.equal({ code: "not-positive" });
    });

    it("below the minimum and above the maximum name the limit in mm; the limits themselves are allowed", () => {
      expect(lengthProblem(parseLength("99", "mm"), range)).to.deep.equal({ code: "below-min", min: 100 });
      expect(lengthProblem(parseLength("100", "mm"), range)).to.equal(null);
      expect(lengthProblem(parseLength("1000", "mm"), range)).to.equal(null);
      expect(lengthProblem(parseLength("1001", "mm"), range)).to.deep.equal({ code: "above-max", max: 1000 });
      expect(lengthProblem(parseLength("10000", "mm"), range)).to.deep.equal({ code: "above-max", max: 1000 });
    });

    it("a German decimal comma and inches with fractions are checked in the millimetres they mean", () => {
      expect(lengthProblem(parseLength("99,6", "mm"), range)).to.equal(null); // 100 mm
      expect(lengthProblem(parseLength("3 7/8", "in"), range)).to.deep.equal({ code: "below-min", min: 100 }); // 98 mm
      expect(lengthProblem(parseLength("4", "in"), range)).to.equal(null); // 102 mm
    });

    it("without a range only the text is checked", () => {
      expect(lengthProblem(parseLength("5", "mm"), null)).to.equal(null);
      expect(lengthProblem(parseLength("x", "mm"), undefined)).to.deep.equal({ code: "not-a-number" });
    });

    it("the allowed range reads in the field's unit: mm in the language's number format, inches to 1/16″", () => {
      expect(formatRange(range, "mm", "de")).to.equal("100–1.000 mm");
      expect(formatRange(range, "mm", "en")).to.equal("100–1,000 mm");
      expect(formatRange(range, "in", "de")).to.equal("3 15/16–39 3/8″");
    });
  });

  describe("bulky goods: a box above the type's parcel limit can only be requested", () => {
    const limit = { maxLengthMm: 1200, maxGirthMm: 3000 };

    it("the longest outer side above maxLengthMm is bulky; exactly at the limit is not", () => {
      expect(isBulky({ length: 1200, width: 100, height: 100 }, limit)).to.equal(false);
      expect(isBulky({ length: 1201, width: 100, height: 100 }, limit)).to.equal(true);
      expect(isBulky({ length: 100, width: 1201, height: 100 }, limit)).to.equal(true);
    });

    it("length + 2 × width + 2 × height above maxGirthMm is bulky, with the longest side as the length", () => {
      expect(girthMm({ length: 1000, width: 250, height: 250 })).to.equal(2000);
      expect(girthMm({ length: 200, width: 1000, height: 300 })).to.equal(2000);
      expect(isBulky({ length: 1000, width: 500, height: 500 }, limit)).to.equal(false); // girth 3000
      expect(isBulky({ length: 1000, width: 500, height: 501 }, limit)).to.equal(true); // girth 3002
    });
  });

  it("the readable line joins the configurator's parts with commas, leaving out empty ones", () => {
    expect(describeConfiguredLine(["Stülpdeckelkarton 320 × 240 × 80 mm", "Archivkarton 1,5 mm", "grau"])).to.equal(
      "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
    );
    expect(describeConfiguredLine([" Passepartout 400 × 500 mm ", "", "  ", "weiß"])).to.equal("Passepartout 400 × 500 mm, weiß");
  });

  describe("board qualities are explained; an unknown code is shown as it is", () => {
    it("every quality the API names (KNOWN_QUALITIES) and FSC have a name and an explanation", () => {
      for (const code of [...KNOWN_QUALITIES, FSC]) {
        const text = qualityText(code);
        expect(text, code).to.not.equal(null);
        expect(text?.name.id, code).to.be.a("string").and.not.equal("");
        expect(text?.explanation.id, code).to.be.a("string").and.not.equal("");
      }
    });

    it("an unknown code has no text (the note shows the code itself)", () => {
      expect(qualityText("archival-plus")).to.equal(null);
      expect(qualityText("")).to.equal(null);
    });

    it("an FSC-certified board lists FSC after its qualities, once", () => {
      expect(materialQualities({ qualities: ["acid-free", "buffered"], fsc: true })).to.deep.equal(["acid-free", "buffered", "fsc"]);
      expect(materialQualities({ qualities: ["fsc", "museum"], fsc: true })).to.deep.equal(["museum", "fsc"]);
      expect(materialQualities({ qualities: ["museum"], fsc: false })).to.deep.equal(["museum"]);
    });
  });

  describe("shop pages seen from a partner site", () => {
    const here = "https://partner.example/rahmen/passepartout";

    it("the configurator's page is /konfiguration in every language, unless the block names one", () => {
      for (const language of ["de", "en", "fr"] as const) expect(shopPageUrl("configurator", { language })).to.equal("/konfiguration");
      expect(shopPageUrl("configurator", { language: "de", configuratorUrl: "/massanfertigung" })).to.equal("/massanfertigung");
    });

    it("a baseUrl on another origin is a partner site; '' and paths are the page's own", () => {
      expect(isPartnerSite("https://shop.example", here)).to.equal(true);
      expect(isPartnerSite("https://partner.example", here)).to.equal(false);
      expect(isPartnerSite("", here)).to.equal(false);
      expect(isPartnerSite("/api-proxy", here)).to.equal(false);
    });

    it("on a partner site a default page is the shop's (after baseUrl); a page URL the block names is a link as written", () => {
      const shop = { language: "de" as const, baseUrl: "https://shop.example" };
      expect(shopPageOnShop("configurator", shop, here)).to.equal("https://shop.example/konfiguration");
      expect(shopPageOnShop("offer", { ...shop, language: "fr" }, here)).to.equal("https://shop.example/devis");
      expect(shopPageOnShop("offer", { ...shop, offerUrl: "https://shop.example/anfrage" }, here)).to.equal("https://shop.example/anfrage");
      expect(shopPageOnShop("offer", { language: "de", baseUrl: "" }, here)).to.equal("/angebot");
      // A page the partner's block names is its own link, as written.
      expect(shopPageOnShop("offer", { ...shop, offerUrl: "/angebot-anfragen" }, here)).to.equal("/angebot-anfragen");
    });

    it("withQuery adds parameters after the ones a URL has", () => {
      expect(withQuery("/angebot", { session: "offer-1" })).to.equal("/angebot?session=offer-1");
      expect(withQuery("/angebot?lang=de", { session: "offer-1" })).to.equal("/angebot?lang=de&session=offer-1");
      expect(withQuery("/konfiguration", "b.cat=2&b.l=320")).to.equal("/konfiguration?b.cat=2&b.l=320");
      expect(withQuery("/konfiguration", "")).to.equal("/konfiguration");
    });
  });

  it("a configured article's order item carries its configuration and query; its line is the readable one; never a remnant", () => {
    const configuration = {
      kind: "box" as const,
      categoryId: "2",
      boxId: "11",
      lengthMm: 320,
      widthMm: 240,
      heightMm: 80,
      materialId: "3",
      extras: ["notch"],
    };
    const body = configuredOrderItemBody({
      line: {
        configuration,
        query: "b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch",
        label: "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
        articleId: "9011",
        articleNumber: "K-11",
        bulky: true,
        weightKg: 0.42,
        unit: "Stück",
      },
      amount: 25,
      unitCents: 1290,
      sessionId: "s-1",
      companyId: "c-1",
      slug: "konfiguration",
    });
    expect(body).to.deep.equal({
      volume: "",
      artikel_nummer: "K-11",
      article_slug: "konfiguration",
      artikel: "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
      menge: 25,
      sessionid: "s-1",
      preis: 12.9,
      nettogewicht: "0.42",
      einheit: "Stück",
      image_url: "",
      article_id: "9011",
      companyId: "c-1",
      description: "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau",
      sperrgut_artikel: true,
      restant: "false",
      configuration,
      configuration_query: "b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch",
    });
  });
});
