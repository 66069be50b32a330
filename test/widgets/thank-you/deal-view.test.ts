import { expect } from "chai";
import { dealFixture } from "../../support/deal-fixture.ts";
import { dealLines, dealTotals, nextStep } from "../../../widgets/thank-you/deal-view.ts";

const deal = dealFixture;

describe("thank-you page: what it makes of a deal (widgets/thank-you/deal-view.ts)", () => {
  it("lines: net unit price from nettoPrice, line price from price, both in whole cents", () => {
    expect(dealLines(deal())).to.deep.equal([
      { key: "l1", name: "Archivbox", articleNumber: "A-1", amount: 3, unit: "Stück", unitNetCents: 1999, lineNetCents: 5997 },
    ]);
  });

  it("totals are the deal's own figures in cents, not recomputed; freight cost adds nothing (it is in the shipping fee)", () => {
    const totals = dealTotals(deal({ shippingFee: 89, freightCost: 89, vatTotal: 29.04, calculatedamount: 181.51 }));
    expect(totals).to.deep.equal({
      netCents: 5997,
      shippingCents: 8900,
      packagingCents: 250,
      vatPercent: 19,
      vatCents: 2904,
      grossCents: 18151,
    });
  });

  it("next step: offers (either kind) before anything about payment", () => {
    expect(nextStep(deal({ type: "quotation", paymentMethod: null }))).to.equal("offer");
    expect(nextStep(deal({ type: "quotation_guest", paymentMethod: null }))).to.equal("offer");
  });

  it("next step: a paid order of any method has its payment; invoice and prepayment open are paid later", () => {
    expect(nextStep(deal({ paymentMethod: "card", paymentStatus: "paid" }))).to.equal("paid");
    expect(nextStep(deal({ paymentMethod: "prepayment", paymentStatus: "paid" }))).to.equal("paid");
    expect(nextStep(deal({ paymentMethod: "invoice" }))).to.equal("invoice");
    expect(nextStep(deal({ paymentMethod: "prepayment" }))).to.equal("prepayment");
  });

  it("next step: PayPal or card still open is a payment that did not go through; no method is plain processing", () => {
    expect(nextStep(deal({ paymentMethod: "paypal" }))).to.equal("payment-open");
    expect(nextStep(deal({ paymentMethod: "card" }))).to.equal("payment-open");
    expect(nextStep(deal({ paymentMethod: null }))).to.equal("order");
  });
});
