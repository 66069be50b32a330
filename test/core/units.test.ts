import { expect } from "chai";
import { formatMeasureText } from "../../core/format/measure-text.ts";
import { formatNumber } from "../../core/format/number.ts";
import { formatAmount, UNITS, unitName, unitWord } from "../../core/format/units.ts";

/** Intl groups French thousands with a narrow no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("units: every amount in the page's language (issue 21)", () => {
  it("a roll is counted in rolls: '1 Rolle', '30 Rollen' (never '30 Rolle'), '30 rolls', '30 rouleaux'", () => {
    expect(formatAmount(1, "Rolle", "de")).to.equal("1 Rolle");
    expect(formatAmount(30, "Rolle", "de")).to.equal("30 Rollen");
    expect(formatAmount(30, "Rolle", "en")).to.equal("30 rolls");
    expect(formatAmount(1, "Rolle", "en")).to.equal("1 roll");
    expect(formatAmount(30, "Rolle", "fr")).to.equal("30 rouleaux");
  });

  it("price per unit names the unit in the page's language: 'Price per piece', 'Prix par pièce', never 'Price per Stück'", () => {
    expect(unitName("Stück", "en")).to.equal("piece");
    expect(unitName("Stück", "fr")).to.equal("pièce");
    expect(unitName("Stück", "de")).to.equal("Stück");
  });

  it("maxima in the article's unit: 'au plus 100 feuilles', not '100 Blatt'; 'höchstens 30 Rollen', not '30 Stück'", () => {
    expect(formatAmount(100, "Blatt", "fr")).to.equal("100 feuilles");
    expect(formatAmount(100, "Blatt", "en")).to.equal("100 sheets");
    expect(formatAmount(30, "Rolle", "de")).to.equal("30 Rollen");
  });

  it("every unit of the table has both forms in de, en and fr", () => {
    for (const [name, forms] of Object.entries(UNITS))
      for (const language of ["de", "en", "fr"] as const) {
        expect(forms[language][0], `${name} ${language}`).to.match(/\S/);
        expect(forms[language][1], `${name} ${language}`).to.match(/\S/);
      }
    for (const unit of ["Stück", "Blatt", "Bogen", "Rolle", "Paket", "Karton", "Meter", "Set", "Paar"])
      expect(UNITS).to.have.property(unit);
  });

  it("French counts 0 and 1 in the singular, English 0 in the plural", () => {
    expect(unitWord(1, "Paar", "fr")).to.equal("paire");
    expect(unitWord(0, "Paar", "fr")).to.equal("paire");
    expect(unitWord(0, "Paar", "en")).to.equal("pairs");
    expect(unitWord(2, "Paar", "fr")).to.equal("paires");
  });

  it("an unknown unit is shown as given; no unit counts pieces; the CRM's plural is known", () => {
    expect(formatAmount(30, "Kiste", "en")).to.equal("30 Kiste");
    expect(formatAmount(3, "", "en")).to.equal("3 pieces");
    expect(formatAmount(3, "Rollen", "en")).to.equal("3 rolls");
    expect(formatAmount(3, "rolle", "de")).to.equal("3 Rollen");
  });

  it("amounts group their thousands in the page's format", () => {
    expect(formatAmount(2000, "Stück", "de")).to.equal("2.000 Stück");
    expect(formatAmount(2000, "Stück", "en")).to.equal("2,000 pieces");
    expect(plain(formatAmount(2000, "Stück", "fr"))).to.equal("2 000 pièces");
  });
});

describe("numbers: one format per page (issue 21)", () => {
  it("counts in the page's format: '2.000' in German, '2,000' in English", () => {
    expect(formatNumber(2000, "de")).to.equal("2.000");
    expect(formatNumber(2000, "en")).to.equal("2,000");
    expect(formatNumber(1.6, "fr")).to.equal("1,6");
  });

  it("a CRM measure in the page's format: '1,6 mm' reads '1.6 mm' on an English page, as its filter '1.6–3 mm'", () => {
    expect(formatMeasureText("1,6 mm", "en")).to.equal("1.6 mm");
    expect(formatMeasureText("1,6 mm", "de")).to.equal("1,6 mm");
    expect(formatMeasureText("12.6 × 9.4 × 3.9 in", "de")).to.equal("12,6 × 9,4 × 3,9 in");
    expect(formatMeasureText("1200 × 800 mm", "en")).to.equal("1200 × 800 mm");
    expect(formatMeasureText("80 g/m²", "fr")).to.equal("80 g/m²");
  });

  it("a named format or other text stays as the CRM wrote it", () => {
    expect(formatMeasureText("A4", "en")).to.equal("A4");
    expect(formatMeasureText("DIN A4 quer", "en")).to.equal("DIN A4 quer");
  });
});
