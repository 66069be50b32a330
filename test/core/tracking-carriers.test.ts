import { expect } from "chai";
import { carrierConfigs, DEFAULT_CARRIERS, trackingPageUrl } from "../../core/tracking/carriers.ts";
import { orderTrackingUrl, pageQuery } from "../../core/tracking/find-query.ts";
import { needsAttention, newestFirst } from "../../core/tracking/timeline.ts";

describe("tracking: carriers' pages, links to the tracking page, timelines", () => {
  it("DHL's page in German or English (French visitors get English)", () => {
    const url = (lang: "de" | "en" | "fr") => trackingPageUrl(DEFAULT_CARRIERS.dhl, "00340434161094042557", lang);
    expect(url("de")).to.equal("https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557");
    expect(url("en")).to.equal("https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557");
    expect(url("fr")).to.equal(url("en"));
  });

  it("DPD and UPS with their locales", () => {
    expect(trackingPageUrl(DEFAULT_CARRIERS.dpd, "01234567890123A", "fr")).to.equal(
      "https://tracking.dpd.de/status/fr_FR/parcel/01234567890123A",
    );
    expect(trackingPageUrl(DEFAULT_CARRIERS.ups, "1Z5R89390357567127", "en")).to.equal(
      "https://www.ups.com/track?loc=en_US&tracknum=1Z5R89390357567127",
    );
  });

  it("the number is URL-encoded: it cannot add a parameter or a path", () => {
    expect(trackingPageUrl(DEFAULT_CARRIERS.ups, "1Z&x=1/../", "de")).to.equal(
      "https://www.ups.com/track?loc=de_DE&tracknum=1Z%26x%3D1%2F..%2F",
    );
  });

  it("the data block renames a carrier, replaces its template and adds carriers", () => {
    const configs = carrierConfigs({
      dhl: { name: "DHL Paket" },
      dpd: { trackingUrl: "https://dpd.example/{lang}/{number}" },
      gls: { name: "GLS", trackingUrl: "https://gls-group.com/DE/de/paketverfolgung?match={number}" },
    });
    expect(configs.dhl!.name).to.equal("DHL Paket");
    expect(configs.dhl!.trackingUrl).to.equal(DEFAULT_CARRIERS.dhl.trackingUrl);
    expect(trackingPageUrl(configs.dpd, "1", "fr")).to.equal("https://dpd.example/fr/1");
    expect(trackingPageUrl(configs.gls, "ZX 1", "de")).to.equal("https://gls-group.com/DE/de/paketverfolgung?match=ZX%201");
    expect(configs.ups).to.deep.equal(DEFAULT_CARRIERS.ups);
  });

  it("an unsafe template is rejected: only absolute http(s) links", () => {
    for (const trackingUrl of ["javascript:alert('{number}')", "data:text/html,{number}", "//evil.example/{number}", "/local/{number}"])
      expect(trackingPageUrl(carrierConfigs({ x1: { trackingUrl } }).x1, "1", "de"), trackingUrl).to.equal(null);
  });

  it("a carrier without a template (or unknown) has no link", () => {
    expect(trackingPageUrl(carrierConfigs({ hermes: { name: "Hermes" } }).hermes, "1", "de")).to.equal(null);
    expect(trackingPageUrl(undefined, "1", "de")).to.equal(null);
  });

  it("the page's ?order=&postcode= or ?tracking= ask for a search; incomplete ones do not", () => {
    expect(pageQuery("?order=AB-1&postcode=10115")).to.deep.equal({ way: "order", orderNumber: "AB-1", postcode: "10115" });
    expect(pageQuery("?tracking=%201Z5R89390357567127")).to.deep.equal({ way: "number", trackingNumber: "1Z5R89390357567127" });
    expect(pageQuery("?order=AB-1")).to.equal(null);
    expect(pageQuery("")).to.equal(null);
  });

  it("the thank-you page's link to the tracking of an order", () => {
    expect(orderTrackingUrl("/sendungsverfolgung", "AB-2026-00001", "10115")).to.equal(
      "/sendungsverfolgung?order=AB-2026-00001&postcode=10115",
    );
    expect(orderTrackingUrl("/t?x=1", "A B", "1010")).to.equal("/t?x=1&order=A+B&postcode=1010");
  });

  it("timeline: newest first by instant (offsets compared right); failed and returned need attention", () => {
    const e = (at: string) => ({ at, status: "in_transit" as const, text: "" });
    const sorted = newestFirst([e("2026-11-20T10:00:00+01:00"), e("2026-11-20T09:30:00Z"), e("2026-11-19T23:00:00-05:00")]);
    expect(sorted.map((x) => x.at)).to.deep.equal(["2026-11-20T09:30:00Z", "2026-11-20T10:00:00+01:00", "2026-11-19T23:00:00-05:00"]);
    expect(
      ["announced", "in_transit", "out_for_delivery", "delivered", "delivery_failed", "returned"].filter((s) => needsAttention(s as never)),
    ).to.deep.equal(["delivery_failed", "returned"]);
  });
});
