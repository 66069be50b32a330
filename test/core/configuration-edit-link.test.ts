import { expect } from "chai";
import { configurationEditUrl, editedLine, withoutEdit } from "../../core/configurator/edit-link.ts";

describe("a configured cart line's edit link", () => {
  it("leads to the configurator page with the configuration's query", () => {
    expect(configurationEditUrl("/konfiguration", "b.type=11&b.l=320&b.w=240&b.h=80")).to.equal(
      "/konfiguration?b.type=11&b.l=320&b.w=240&b.h=80",
    );
  });

  it("keeps only the configurators' own parameters (b.… and m.…)", () => {
    expect(configurationEditUrl("/konfiguration", "m.w=400&redirect=https%3A%2F%2Fevil.example&session=x&m.h=500")).to.equal(
      "/konfiguration?m.w=400&m.h=500",
    );
  });

  it("appends to a configurator URL that has a query of its own", () => {
    expect(configurationEditUrl("/konfiguration?lang=en", "b.l=320")).to.equal("/konfiguration?lang=en&b.l=320");
  });

  it("a line without configuration has no edit link", () => {
    expect(configurationEditUrl("/konfiguration", "")).to.equal(null);
    expect(configurationEditUrl("/konfiguration", "foo=1")).to.equal(null);
  });

  it("names the cart line it came from with its configurator's prefix; only a plain id passes", () => {
    expect(configurationEditUrl("/konfiguration", "b.l=320", "1700000000001")).to.equal("/konfiguration?b.l=320&edit=b.1700000000001");
    expect(configurationEditUrl("/konfiguration", "m.w=400", "line-7")).to.equal("/konfiguration?m.w=400&edit=m.line-7");
    expect(configurationEditUrl("/konfiguration", "b.l=320", "7&evil=1")).to.equal("/konfiguration?b.l=320");
  });

  it("the configurator of the edit parameter's prefix finds the line; the other one and a forged value find none", () => {
    const search = "?b.l=320&edit=b.17&lang=de";
    expect([
      editedLine(search, "b."),
      editedLine(search, "m."),
      editedLine("?edit=b.1%262", "b."),
      editedLine("?b.l=1", "b."),
    ]).to.deep.equal(["17", null, null, null]);
    expect(withoutEdit(search)).to.equal("?b.l=320&lang=de");
    expect(withoutEdit("?edit=b.17")).to.equal("");
  });
});
