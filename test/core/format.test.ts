import { expect } from "chai";
import { currencyFor, formatMoney } from "../../core/pricing/money.ts";

/** Intl puts a non-breaking space before €; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money format (specification section 9)", () => {
  it("German format for EUR: dot thousands, comma decimals, € after the amount", () => {
    expect(plain(formatMoney(1234567, "de"))).to.equal("12.345,67 €");
    expect(plain(formatMoney(123456789, "at"))).to.equal("1.234.567,89 €");
  });

  it("for gb: pound sign, comma thousands, dot decimals", () => {
    expect(formatMoney(1234567, "gb")).to.equal("£12,345.67");
    expect(formatMoney(1234567, "GB")).to.equal("£12,345.67");
  });

  it("always two decimals", () => {
    expect(plain(formatMoney(100, "de"))).to.equal("1,00 €");
    expect(plain(formatMoney(5, "de"))).to.equal("0,05 €");
    expect(plain(formatMoney(0, "de"))).to.equal("0,00 €");
    expect(formatMoney(120, "gb")).to.equal("£1.20");
  });

  it("the currency is GBP for gb and EUR everywhere else", () => {
    expect(currencyFor("gb")).to.equal("GBP");
    expect(currencyFor("de")).to.equal("EUR");
    expect(currencyFor("fr")).to.equal("EUR");
    expect(plain(formatMoney(990, "fr"))).to.equal("9,90 €");
  });
});
