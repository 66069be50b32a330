import { expect } from "chai";
import { emptyAddressForm, validateAddress } from "../../core/address/validation.ts";
import {
  checkEuVatId,
  compactVatId,
  EU_COUNTRIES,
  EU_VAT_PREFIXES,
  germanCheckDigit,
  vatIdTreatment,
  vatIdWasCompacted,
} from "../../core/address/vat-id.ts";

/** One valid number per prefix, from the format table (VIES), with a valid German check digit. */
const VALID: Record<string, string> = {
  AT: "ATU12345678",
  BE: "BE0123456789",
  BG: "BG1234567890",
  CY: "CY12345678L",
  CZ: "CZ12345678",
  DE: "DE136695976",
  DK: "DK12345678",
  EE: "EE123456789",
  EL: "EL123456789",
  ES: "ESX1234567R",
  FI: "FI12345678",
  FR: "FRXX123456789",
  HR: "HR12345678901",
  HU: "HU12345678",
  IE: "IE1234567WA",
  IT: "IT12345678901",
  LT: "LT123456789012",
  LU: "LU12345678",
  LV: "LV12345678901",
  MT: "MT12345678",
  NL: "NL123456789B01",
  PL: "PL1234567890",
  PT: "PT123456789",
  RO: "RO1234567890",
  SE: "SE123456789001",
  SI: "SI12345678",
  SK: "SK1234567890",
  XI: "XI123456789",
};

describe("EU VAT ID rules (core/address/vat-id.ts)", () => {
  it("knows the 27 member states' prefixes (Greece as EL) and Northern Ireland's XI", () => {
    expect(EU_VAT_PREFIXES).to.have.length(28);
    expect(EU_VAT_PREFIXES).to.include.members(["EL", "XI"]).and.not.include("GR");
    expect(EU_COUNTRIES).to.have.length(27);
    expect(EU_COUNTRIES).to.include("GR").and.not.include("XI");
  });

  it("per-country format: a valid number of each prefix passes (its address country or one outside the EU)", () => {
    for (const [prefix, id] of Object.entries(VALID)) {
      const country = prefix === "EL" ? "GR" : prefix === "XI" ? "GB" : prefix;
      expect(checkEuVatId(id, country), id).to.equal(undefined);
      expect(checkEuVatId(id, "CH"), `${id} for a Swiss address`).to.equal(undefined);
    }
  });

  it("per-country format: DE 9 digits, AT U + 8 digits, FR 2 characters + 9 digits, NL 9 digits B 2 digits, BE 0/1 + 9 digits", () => {
    const wrong: [string, string][] = [
      ["DE12345678", "DE"],
      ["DE1366959760", "DE"],
      ["AT12345678", "AT"],
      ["ATU1234567", "AT"],
      ["FR123456789", "FR"],
      ["FRIO123456789", "FR"],
      ["NL123456789C01", "NL"],
      ["NL12345678B01", "NL"],
      ["BE2123456789", "BE"],
      ["BE123456789", "BE"],
      ["IT1234567890", "IT"],
      ["LU1234567", "LU"],
      ["SE123456789012", "SE"],
    ];
    for (const [id, country] of wrong) expect(checkEuVatId(id, country), id).to.equal("vatIdFormat");
  });

  it("the prefix must be an EU VAT prefix: GR, CH, GB or digits first are refused", () => {
    for (const id of ["GR123456789", "CHE123456789", "GB123456789", "123456789"]) expect(checkEuVatId(id, ""), id).to.equal("vatIdPrefix");
  });

  it("a company in an EU country needs a VAT ID of that country: a German company with an FR number gets vatIdCountry", () => {
    expect(checkEuVatId(VALID.FR!, "DE")).to.equal("vatIdCountry");
    expect(checkEuVatId(VALID.DE!, "AT")).to.equal("vatIdCountry");
    expect(checkEuVatId(VALID.EL!, "GR")).to.equal(undefined);
    expect(checkEuVatId(VALID.XI!, "GB")).to.equal(undefined);
    expect(checkEuVatId(VALID.XI!, "IE")).to.equal("vatIdCountry");
  });

  it("letters and digits only, at most 14 (section 5/9): other characters or more than 14 are invalidVatId", () => {
    expect(checkEuVatId("DE13669597_6", "DE")).to.equal("invalidVatId");
    expect(checkEuVatId("DÉ136695976", "DE")).to.equal("invalidVatId");
    expect(checkEuVatId("NL123456789B012", "NL")).to.equal("invalidVatId");
  });

  it("German check digit (ISO 7064 MOD 11,10): a typo in a DE number is vatIdCheckDigit", () => {
    expect(germanCheckDigit("13669597")).to.equal(6);
    expect(germanCheckDigit("12345678")).to.equal(8);
    expect(checkEuVatId("DE123456788", "DE")).to.equal(undefined);
    expect(checkEuVatId("DE123456789", "DE")).to.equal("vatIdCheckDigit");
    expect(checkEuVatId("DE136695967", "DE")).to.equal("vatIdCheckDigit");
  });

  it("spaces, dots and dashes are removed before the check, and lower case is raised; the form can tell that it happened", () => {
    expect(compactVatId(" de 136.695-976 ")).to.equal("DE136695976");
    expect(checkEuVatId("DE 136.695-976", "DE")).to.equal(undefined);
    expect(vatIdWasCompacted("DE 136 695 976")).to.equal(true);
    expect(vatIdWasCompacted("de136695976")).to.equal(true);
    expect(vatIdWasCompacted(" DE136695976 ")).to.equal(false);
    expect(vatIdWasCompacted("")).to.equal(false);
  });

  it("empty: nothing to check unless required", () => {
    expect(checkEuVatId("  ", "DE")).to.equal(undefined);
    expect(checkEuVatId("", "DE", true)).to.equal("required");
  });

  it("VAT consequences (section 6): none without a VAT ID, german for DE, review for another EU one, none while it fails its check", () => {
    expect(vatIdTreatment("", "DE")).to.equal("none");
    expect(vatIdTreatment("DE 136 695 976", "DE")).to.equal("german");
    expect(vatIdTreatment("ATU12345678", "AT")).to.equal("review");
    expect(vatIdTreatment("XI123456789", "GB")).to.equal("review");
    expect(vatIdTreatment("DE123456789", "DE")).to.equal("none");
    expect(vatIdTreatment("FRXX123456789", "DE")).to.equal("none");
  });

  it("validateAddress with vatIdRule checkEuVatId uses these rules for companies; without it the checkout's rule stays", () => {
    const company = { ...emptyAddressForm("DE"), customerType: "company" as const, vatId: "FRXX123456789" };
    expect(validateAddress(company, { vatIdRule: checkEuVatId }).vatId).to.equal("vatIdCountry");
    expect(validateAddress(company).vatId).to.equal(undefined);
    expect(validateAddress({ ...company, vatId: "DE 136 695 976" }).vatId).to.equal("invalidVatId");
    expect(validateAddress({ ...company, vatId: "DE 136 695 976" }, { vatIdRule: checkEuVatId }).vatId).to.equal(undefined);
    expect(validateAddress({ ...company, customerType: "private" }, { vatIdRule: checkEuVatId }).vatId).to.equal(undefined);
  });
});
