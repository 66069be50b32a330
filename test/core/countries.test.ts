import { expect } from "chai";
import { COUNTRY_CODES, countryOptions, isCountryCode } from "../../core/address/countries.ts";

describe("countries (ISO 3166-1 alpha-2)", () => {
  it("the list holds all 249 assigned codes, each once, in upper case", () => {
    expect(COUNTRY_CODES).to.have.length(249);
    expect(new Set(COUNTRY_CODES).size).to.equal(249);
    for (const code of COUNTRY_CODES) expect(code).to.match(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).to.include.members(["DE", "AT", "FR", "GB", "CH", "NL", "BE", "LU", "MC", "AX", "SS", "BQ"]);
  });

  it("only assigned upper-case codes are country codes (not UK, XK, EU or lower case)", () => {
    for (const code of ["DE", "GB", "MC", "ZW"]) expect(isCountryCode(code), code).to.equal(true);
    for (const code of ["de", "UK", "XK", "EU", "DEU", "", " DE"]) expect(isCountryCode(code), code).to.equal(false);
  });

  it("every code has a name in German, English and French", () => {
    for (const lang of ["de", "en", "fr"] as const) {
      const options = countryOptions(lang);
      expect(options).to.have.length(249);
      for (const { code, name } of options) expect(name, `${lang} ${code}`).to.not.equal(code);
    }
  });

  it("names come in the page language", () => {
    const name = (lang: "de" | "en" | "fr", code: string) => countryOptions(lang).find((o) => o.code === code)?.name;
    expect(name("de", "DE")).to.equal("Deutschland");
    expect(name("en", "DE")).to.equal("Germany");
    expect(name("fr", "DE")).to.equal("Allemagne");
    expect(name("fr", "GB")).to.equal("Royaume-Uni");
  });

  it("options are sorted by name as the language sorts (accents after their letter, not at the end)", () => {
    const de = countryOptions("de").map((o) => o.name);
    expect(de.indexOf("Oman")).to.be.lessThan(de.indexOf("Österreich"));
    expect(de.indexOf("Österreich")).to.be.lessThan(de.indexOf("Pakistan"));
    const fr = countryOptions("fr").map((o) => o.name);
    expect(fr.indexOf("Égypte")).to.be.lessThan(fr.indexOf("Espagne"));
    expect(fr.indexOf("Dominique")).to.be.lessThan(fr.indexOf("Égypte"));
    const en = countryOptions("en").map((o) => o.name);
    expect(en.slice(0, 2)).to.deep.equal(["Afghanistan", "Åland Islands"]);
  });

  it("a given list of codes limits the options, still sorted by name", () => {
    expect(countryOptions("de", ["FR", "DE", "AT", "MC"])).to.deep.equal([
      { code: "DE", name: "Deutschland" },
      { code: "FR", name: "Frankreich" },
      { code: "MC", name: "Monaco" },
      { code: "AT", name: "Österreich" },
    ]);
  });
});
