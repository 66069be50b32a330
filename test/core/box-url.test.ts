import { expect } from "chai";
import type { BoxConfiguration } from "../../core/api/configuration.ts";
import { boxConfigurationQuery, decodeBoxConfiguration, encodeBoxQuery, readBoxUrl, writeBoxUrl } from "../../core/configurator/box-url.ts";

const box: BoxConfiguration = {
  kind: "box",
  categoryId: "2",
  boxId: "11",
  lengthMm: 320,
  widthMm: 240,
  heightMm: 80,
  materialId: "3",
  extras: ["notch", "label"],
};

describe("box configuration in the URL (prefix b.)", () => {
  it("encodes the configuration, quantity and unit under b.", () => {
    expect(encodeBoxQuery(box, 10, "mm").toString()).to.equal(
      "b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch%2Clabel&b.q=10&b.u=mm",
    );
  });

  it("the configuration_query is the query without quantity and unit", () => {
    expect(boxConfigurationQuery(box)).to.equal("b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch%2Clabel");
  });

  it("decodes what it encoded, validated with BoxConfigurationSchema", () => {
    expect(decodeBoxConfiguration(encodeBoxQuery(box, 10, "in"))).to.deep.equal(box);
    const folder = { ...box, heightMm: null, extras: [] };
    expect(decodeBoxConfiguration(encodeBoxQuery(folder))).to.deep.equal(folder);
  });

  it("a configuration that does not parse decodes to null", () => {
    expect(decodeBoxConfiguration(new URLSearchParams("b.cat=2&b.type=11&b.l=abc&b.w=240&b.mat=3"))).to.equal(null);
    expect(decodeBoxConfiguration(new URLSearchParams("b.cat=2&b.type=11&b.l=320.5&b.w=240&b.mat=3"))).to.equal(null);
    expect(decodeBoxConfiguration(new URLSearchParams("b.type=11&b.l=320&b.w=240&b.mat=3"))).to.equal(null);
  });

  it("reading keeps a value that is not a length, so its field can show the problem", () => {
    const state = readBoxUrl(new URLSearchParams("b.l=32a&b.w=240&b.u=yards&b.x=,notch,"));
    expect(state.length).to.equal("32a");
    expect(state.width).to.equal("240");
    expect(state.unit).to.equal(null);
    expect(state.extras).to.deep.equal(["notch"]);
  });

  it("writing leaves the page's other parameters, the mat's included, alone", () => {
    const params = new URLSearchParams("lang=de&m.w=400&b.l=1&b.q=3");
    expect(writeBoxUrl(params, { length: "320", width: null }).toString()).to.equal("lang=de&m.w=400&b.l=320");
  });
});
