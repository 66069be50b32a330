import { expect } from "chai";
import { decodeMatUrl, encodeMatUrl, matConfigurationQuery } from "../../core/configurator/mat-url.ts";
import { matConfig } from "../support/mat-configuration.ts";

describe("mat URL state (core/configurator/mat-url.ts)", () => {
  const chosen = matConfig({
    materialId: "5",
    formatId: "3",
    openingMode: "picture",
    openingWidthMm: 240,
    openingHeightMm: 300,
    borderMode: "raised",
    raise: 10,
    raiseUnit: "%",
    sides: { top: 1, right: 2, bottom: 3, left: 4 },
    rows: 2,
    columns: 3,
    gapMm: 12,
  });

  it("encodes every field under the prefix m.", () => {
    const query = encodeMatUrl(chosen, 10, "in").toString();
    expect(query).to.equal(
      "m.mat=5&m.fmt=3&m.w=400&m.h=500&m.om=picture&m.ow=240&m.oh=300&m.ov=5&m.bm=raised&m.r=10&m.ru=%25&m.s=1%2C2%2C3%2C4&m.rows=2&m.cols=3&m.gap=12&m.q=10&m.u=in",
    );
  });

  it("decoding restores what encoding wrote: configuration, quantity and unit", () => {
    const decoded = decodeMatUrl(encodeMatUrl(chosen, 10, "in"), matConfig());
    expect(decoded).to.deep.equal({ configuration: chosen, restored: true, quantity: 10, unit: "in", dropped: [] });
  });

  it("configuration_query is the query without quantity and unit", () => {
    const query = matConfigurationQuery(chosen);
    expect(query.has("m.q")).to.equal(false);
    expect(query.has("m.u")).to.equal(false);
    expect(decodeMatUrl(query, matConfig()).configuration).to.deep.equal(chosen);
  });

  it("a custom size is written without a format and restored without one", () => {
    const query = matConfigurationQuery(matConfig({ formatId: null }));
    expect(query.has("m.fmt")).to.equal(false);
    expect(decodeMatUrl(query, matConfig({ formatId: "7" })).configuration.formatId).to.equal(null);
  });

  it("drops each value that does not parse and keeps the fallback's", () => {
    const params = new URLSearchParams("m.w=abc&m.h=600&m.bm=wavy&m.s=1,2&m.q=-3&m.u=km&other=1");
    const decoded = decodeMatUrl(params, matConfig());
    expect(decoded.configuration).to.deep.equal(matConfig({ heightMm: 600 }));
    expect(decoded.dropped).to.deep.equal(["m.w", "m.bm", "m.s", "m.q", "m.u"]);
    expect([decoded.quantity, decoded.unit]).to.deep.equal([null, null]);
  });

  it("a query without mat fields restores nothing and leaves other prefixes alone", () => {
    const decoded = decodeMatUrl(new URLSearchParams("b.l=320&b.q=10"), matConfig({ formatId: "3" }));
    expect(decoded.restored).to.equal(false);
    expect(decoded.configuration.formatId).to.equal("3");
  });
});
