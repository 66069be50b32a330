import { expect } from "chai";
import { netLineCents, scaleEntryFor, toCents, toScale, visibleScale } from "../../core/pricing/scale.ts";
import { DEFAULT_VAT_PERCENT, displayCents, grossCents, netFromShownCents, vatPercentFor } from "../../core/pricing/vat.ts";

const scale = toScale([
  { quantity: 200, price: 3.6 },
  { quantity: 1, price: 4.9 },
  { quantity: 50, price: 4.2 },
]);

describe("pricing (specification sections 6 and 9)", () => {
  it("money is integer cents: decimal prices convert without float drift", () => {
    expect(toCents(4.9)).to.equal(490);
    expect(toCents(0.29)).to.equal(29);
    expect(toCents(1.005)).to.equal(101);
  });

  it("the scale entry with the largest quantity not above the amount applies", () => {
    expect(scaleEntryFor(scale, 1)?.unitCents).to.equal(490);
    expect(scaleEntryFor(scale, 49)?.unitCents).to.equal(490);
    expect(scaleEntryFor(scale, 50)?.unitCents).to.equal(420);
    expect(scaleEntryFor(scale, 199)?.unitCents).to.equal(420);
    expect(scaleEntryFor(scale, 200)?.unitCents).to.equal(360);
    expect(scaleEntryFor(scale, 5000)?.unitCents).to.equal(360);
  });

  it("below the first scale quantity the first entry applies; an empty scale has no price", () => {
    const from10 = toScale([
      { quantity: 10, price: 2 },
      { quantity: 100, price: 1.5 },
    ]);
    expect(scaleEntryFor(from10, 4)?.unitCents).to.equal(200);
    expect(scaleEntryFor([], 4)).to.equal(undefined);
    expect(netLineCents([], 4)).to.equal(undefined);
  });

  it("the unit price is multiplied by the amount", () => {
    expect(netLineCents(scale, 60)).to.equal(420 * 60);
    expect(netLineCents(scale, 3)).to.equal(1470);
  });

  it("default VAT is 19 percent; a chosen VAT option overrides it", () => {
    expect(DEFAULT_VAT_PERCENT).to.equal(19);
    expect(vatPercentFor("1", null)).to.equal(19);
    expect(vatPercentFor("1", 7)).to.equal(7);
    expect(vatPercentFor(undefined, 20)).to.equal(20);
  });

  it("tax-status code '3' never adds VAT, whatever option is chosen", () => {
    expect(vatPercentFor("3", null)).to.equal(0);
    expect(vatPercentFor("3", 19)).to.equal(0);
    expect(displayCents(10000, true, vatPercentFor("3", 19))).to.equal(10000);
  });

  it("showVAT shows gross (net plus VAT, rounded to the cent), otherwise net", () => {
    expect(grossCents(1000, 19)).to.equal(1190);
    expect(grossCents(1, 19)).to.equal(1);
    expect(displayCents(1470, true, 19)).to.equal(1749);
    expect(displayCents(1470, false, 19)).to.equal(1470);
  });

  it("net price: the shown price divided by one plus VAT when VAT is displayed", () => {
    expect(netFromShownCents(1190, true, 19)).to.equal(1000);
    expect(netFromShownCents(1190, false, 19)).to.equal(1190);
  });

  it("price-scale entries are shown only from the smallest order unit, sorted, duplicates removed", () => {
    const messy = toScale([
      { quantity: 100, price: 1 },
      { quantity: 10, price: 2 },
      { quantity: 1, price: 3 },
      { quantity: 10, price: 2 },
      { quantity: 50, price: 1.5 },
    ]);
    expect(visibleScale(messy, 10).map((e) => e.quantity)).to.deep.equal([10, 50, 100]);
    expect(visibleScale(messy, 1).map((e) => e.quantity)).to.deep.equal([1, 10, 50, 100]);
  });
});
