import { expect } from "chai";
import { isValidPostcode, normalizePostcode, postcodeRequired } from "../../core/address/postcode.ts";

function check(country: string, valid: string[], invalid: string[]): void {
  for (const value of valid) expect(isValidPostcode(country, value), `${country} "${value}"`).to.equal(true);
  for (const value of invalid) expect(isValidPostcode(country, value), `${country} "${value}"`).to.equal(false);
}

describe("postcodes per country", () => {
  it("DE: five digits, not starting with 00", () => {
    check("DE", ["10115", "01067", "99998", " 80331 "], ["1011", "101155", "00123", "1O115", "10 115", ""]);
  });

  it("AT: four digits from 1000", () => {
    check("AT", ["1010", "6020", "9992"], ["0101", "101", "10100", "A-1010"]);
  });

  it("FR: five digits, not starting with 00 (Corsica and overseas included)", () => {
    check("FR", ["75001", "01000", "20000", "97400"], ["7500", "750011", "00100", "75 001", "2A000"]);
  });

  it("GB: the UK format with an optional single space, any case", () => {
    check(
      "GB",
      ["SW1A 1AA", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "W1A 0AX", "EC1A 1BB", "sw1a1aa", "GIR 0AA"],
      ["SW1A  1AA", "SW1A 1A", "SW1A 1AAA", "QA1 1AA", "1AA 1AA", "M1 1AC", "SW1A-1AA", "12345", "M1"],
    );
  });

  it("CH: four digits from 1000", () => {
    check("CH", ["8001", "1200", "3000"], ["0800", "800", "80010", "CH-8001"]);
  });

  it("NL: four digits from 1000, an optional space, two letters but not SA, SD or SS", () => {
    check("NL", ["1012 AB", "1012AB", "9999 zz", "2500 SB"], ["0123 AB", "1012 A", "1012  AB", "1012 SA", "1012SD", "1012 ss", "10123 AB"]);
  });

  it("BE: four digits from 1000", () => {
    check("BE", ["1000", "9000", "4020"], ["0999", "100", "10000", "B-1000"]);
  });

  it("LU: four digits, optionally with the prefix L-", () => {
    check("LU", ["1009", "L-1009", "l-2449"], ["L1009", "L-100", "10090", "LU-1009"]);
  });

  it("MC: 980 and two digits", () => {
    check("MC", ["98000", "98099"], ["98100", "9800", "980000", "06000"]);
  });

  it("other countries: 1 to 10 letters, digits, spaces or hyphens starting with a letter or digit", () => {
    check("US", ["10001", "10001-1234"], ["10001_1234", "12345678901", "-1234", " "]);
    check("IE", ["D02 X285"], ["D02/X285"]);
    check("", ["12345"], ["#1"]);
  });

  it("the country code is read in any case", () => {
    expect(isValidPostcode("gb", "M1 1AE")).to.equal(true);
    expect(isValidPostcode(" de ", "1011")).to.equal(false);
  });

  it("a postcode is normalised by trimming it and writing it in upper case", () => {
    expect(normalizePostcode("  sw1a 1aa ")).to.equal("SW1A 1AA");
    expect(normalizePostcode("l-1009")).to.equal("L-1009");
  });

  it("the postcode is required except in countries without postcodes", () => {
    for (const country of ["DE", "fr", "GB", "IE", "US"]) expect(postcodeRequired(country), country).to.equal(true);
    for (const country of ["HK", "ae", "QA"]) expect(postcodeRequired(country), country).to.equal(false);
  });
});
