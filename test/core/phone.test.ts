import { expect } from "chai";
import { normalizePhone, validatePhone } from "../../core/address/email-phone.ts";

describe("phone numbers as people write them in de/en/fr, sent in one form (docs/decisions/address-and-form-rules.md)", () => {
  it("accepts the separators people write: spaces, dots, dashes, slashes, parentheses, a leading +", () => {
    for (const phone of [
      "01.23.45.67.89",
      "01 23 45 67 89",
      "+33 1 23 45 67 89",
      "+33 (0)1 23 45 67 89",
      "030/123 45 67",
      "030-1234567",
      "(030) 123 4567",
      "+49 (0)30 1234-567",
      "0049 30 1234567",
      "020 7946 0958",
      "+44 (0)20 7946 0958",
      "07700 900123",
    ])
      expect(validatePhone(phone), phone).to.equal(undefined);
  });

  it("still refuses letters, a + inside, and too few or too many digits", () => {
    for (const phone of ["030 1234567 ext. 5", "49+301234567", "++49301234567", "12.34.5", `0${"1".repeat(20)}`, "call me"])
      expect(validatePhone(phone), phone).to.equal("invalidPhone");
  });

  it("the French 01.23.45.67.89 form is accepted and sent as 01 23 45 67 89", () => {
    expect(validatePhone("01.23.45.67.89")).to.equal(undefined);
    expect(normalizePhone("01.23.45.67.89")).to.equal("01 23 45 67 89");
  });

  it("one normalised form: runs of separators as one space, 00 as +, the trunk (0) after a country code dropped", () => {
    const cases: [string, string][] = [
      ["  030/123 45 67 ", "030 123 45 67"],
      ["030-1234567", "030 1234567"],
      ["(030) 123 4567", "030 123 4567"],
      ["+49 (0)30 1234-567", "+49 30 1234 567"],
      ["+49(0)30 1234567", "+49 30 1234567"],
      ["0049 30 1234567", "+49 30 1234567"],
      ["0044 (0)20 7946 0958", "+44 20 7946 0958"],
      ["+33 (0)1.23.45.67.89", "+33 1 23 45 67 89"],
      ["+ 49 30 1234567", "+49 30 1234567"],
      ["030 1234567", "030 1234567"],
    ];
    for (const [typed, sent] of cases) expect(normalizePhone(typed), typed).to.equal(sent);
    // The normalised form passes the same rule.
    for (const [, sent] of cases) expect(validatePhone(sent), sent).to.equal(undefined);
  });

  it("what the rules refuse is not rewritten (the form says why instead)", () => {
    expect(normalizePhone(" call me ")).to.equal("call me");
    expect(normalizePhone("")).to.equal("");
  });
});
