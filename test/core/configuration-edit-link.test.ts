import { expect } from "chai";
import { configurationEditUrl } from "../../core/configurator/edit-link.ts";

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
});
