import { expect } from "chai";
import {
  checkTrackingNumber,
  compactNumber,
  dpdCheckCharacter,
  gs1CheckDigit,
  upsCheckDigit,
} from "../../core/tracking/tracking-number.ts";

// Sample numbers from the carriers' published examples (jkeen/tracking_number_data test numbers).
describe("tracking numbers: format and check digit before any request", () => {
  it("UPS: 1Z + 15 characters + a mod 10 check digit (letters as (code − 3) mod 10, every second doubled)", () => {
    for (const n of ["1Z5R89390357567127", "1Z879E930346834440", "1Z410E7W0392751591"]) {
      expect(checkTrackingNumber(n)).to.deep.equal({ ok: true, carrier: "ups", number: n });
      expect(upsCheckDigit(n.slice(2, 17))).to.equal(Number(n[17]));
    }
    expect(checkTrackingNumber("1Z5R89390357567128")).to.deep.include({ ok: false, problem: "checkDigit" });
    expect(checkTrackingNumber("2Z5R89390357567127")).to.deep.include({ ok: false, problem: "format" });
  });

  it("DHL Express: 10 or 11 digits, the last the rest modulo 7", () => {
    for (const n of ["3318810025", "73891051146", "8487135506"])
      expect(checkTrackingNumber(n, "dhl")).to.deep.include({ ok: true, carrier: "dhl" });
    expect(checkTrackingNumber("3318810010", "dhl")).to.deep.include({ ok: false, problem: "checkDigit" });
    expect(checkTrackingNumber("3318810034", "dhl")).to.deep.include({ ok: false, problem: "checkDigit" });
  });

  it("DHL Paket: a 20 digit NVE, 00 + an SSCC with GS1's mod 10 check digit", () => {
    // GS1's algorithm on a known EAN-13 (4006381333931): weights 3 and 1 from the right.
    expect(gs1CheckDigit("400638133393")).to.equal(1);
    const sscc = "34043416109404255";
    const nve = `00${sscc}${gs1CheckDigit(sscc)}`;
    expect(checkTrackingNumber(nve, "dhl")).to.deep.include({ ok: true, carrier: "dhl" });
    const wrong = `00${sscc}${(gs1CheckDigit(sscc) + 1) % 10}`;
    expect(checkTrackingNumber(wrong, "dhl")).to.deep.include({ ok: false, problem: "checkDigit" });
  });

  it("DPD: 14 digits or the 27 digit label form, with an ISO 7064 MOD 37,36 check character", () => {
    for (const n of [
      "09 9800 0002 0033 F",
      "0998 0000 0200 34D",
      "00 81827 0998 0000 0200 33 350 276 C",
      "0081 827 0998 0000 0200 45 327 276 N",
    ])
      expect(checkTrackingNumber(n, "dpd")).to.deep.include({ ok: true, carrier: "dpd" });
    expect(dpdCheckCharacter("09980000020033")).to.equal("F");
    expect(checkTrackingNumber("09980000020033D", "dpd")).to.deep.include({ ok: false, problem: "checkDigit" });
    expect(checkTrackingNumber("008182709980000020033350276A", "dpd")).to.deep.include({ ok: false, problem: "checkDigit" });
  });

  it("a number is compared without spaces and dashes, in capitals; one no carrier's format fits says so", () => {
    expect(compactNumber(" 1z 5r89-3903 5756 7127 ")).to.equal("1Z5R89390357567127");
    expect(checkTrackingNumber("1z 5r89 3903 5756 7127")).to.deep.include({ ok: true, carrier: "ups" });
    expect(checkTrackingNumber("ABC")).to.deep.equal({ ok: false, problem: "format", number: "ABC" });
    // A named carrier is the only one asked: a valid UPS number is no DPD number.
    expect(checkTrackingNumber("1Z5R89390357567127", "dpd")).to.deep.include({ ok: false, problem: "format" });
  });
});
