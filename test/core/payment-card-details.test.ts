import { expect } from "chai";
import { cardDetailsProblems, type CardDetails } from "../../core/payment/card-details.ts";

// Section 5: "credit card details must be complete"; section 8: "no payment provider selected",
// "credit card incomplete". Dates are fixed: 15 June 2026.
const NOW = new Date(2026, 5, 15);
const card: CardDetails = { holder: "Anna Muster", number: "4242 4242 4242 4242", expiry: "06/26", cvc: "123" };
const problems = (change: Partial<CardDetails>) => cardDetailsProblems({ ...card, ...change }, NOW);

describe("card details (core/payment/card-details.ts)", () => {
  it("complete details have no problem", () => {
    expect(cardDetailsProblems(card, NOW)).to.deep.equal({});
  });

  it("every empty field is missing", () => {
    expect(cardDetailsProblems({ holder: " ", number: "", expiry: "", cvc: "" }, NOW)).to.deep.equal({
      holder: "missing",
      number: "missing",
      expiry: "missing",
      cvc: "missing",
    });
  });

  it("the holder name needs two letters and no digits", () => {
    expect(problems({ holder: "A" })).to.deep.equal({ holder: "invalid" });
    expect(problems({ holder: "4242 4242" })).to.deep.equal({ holder: "invalid" });
    expect(problems({ holder: "Zoë Ó Briain" })).to.deep.equal({});
  });

  it("a number failing the Luhn check is invalid", () => {
    expect(problems({ number: "4242 4242 4242 4241" })).to.deep.equal({ number: "invalid" });
  });

  it("a number may be typed with spaces or dashes, not with other characters", () => {
    expect(problems({ number: "4242-4242-4242-4242" })).to.deep.equal({});
    expect(problems({ number: "4242424242424242" })).to.deep.equal({});
    expect(problems({ number: "4242.4242.4242.4242" })).to.deep.equal({ number: "invalid" });
  });

  it("a Luhn-valid number outside the card networks' ranges, or too short, is invalid", () => {
    expect(problems({ number: "0000 0000 0000 0000" })).to.deep.equal({ number: "invalid" });
    expect(problems({ number: "4242 42" })).to.deep.equal({ number: "invalid" });
  });

  it("the expiry is MM/YY with a month from 01 to 12", () => {
    expect(problems({ expiry: "6/26" })).to.deep.equal({ expiry: "invalid" });
    expect(problems({ expiry: "13/26" })).to.deep.equal({ expiry: "invalid" });
    expect(problems({ expiry: "00/27" })).to.deep.equal({ expiry: "invalid" });
    expect(problems({ expiry: "06/2026" })).to.deep.equal({ expiry: "invalid" });
    expect(problems({ expiry: "12 / 30" })).to.deep.equal({});
  });

  it("a card is valid through its expiry month and expired after it", () => {
    expect(problems({ expiry: "06/26" })).to.deep.equal({});
    expect(problems({ expiry: "05/26" })).to.deep.equal({ expiry: "expired" });
    expect(problems({ expiry: "12/25" })).to.deep.equal({ expiry: "expired" });
    expect(cardDetailsProblems({ ...card, expiry: "06/26" }, new Date(2026, 6, 1))).to.deep.equal({ expiry: "expired" });
  });

  it("the CVC has 3 or 4 digits", () => {
    expect(problems({ cvc: "12" })).to.deep.equal({ cvc: "invalid" });
    expect(problems({ cvc: "12345" })).to.deep.equal({ cvc: "invalid" });
    expect(problems({ cvc: "12a" })).to.deep.equal({ cvc: "invalid" });
    expect(problems({ cvc: "1234" })).to.deep.equal({});
  });
});
