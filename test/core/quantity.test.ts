import { expect } from "chai";
import {
  decreaseAmount,
  explainAmount,
  increaseAmount,
  initialAmount,
  normalizeAmount,
  quantityStep,
  type QuantityRules,
} from "../../core/catalog/quantity.ts";

const byTen: QuantityRules = { itemInUnit: 10, smallestOrderUnit: 1 };

describe("quantity (specification section 5)", () => {
  it("on blur the amount is rounded to the nearest multiple of itemInUnit", () => {
    expect(normalizeAmount(23, byTen)).to.equal(20);
    expect(normalizeAmount(25, byTen)).to.equal(30);
    expect(normalizeAmount(40, byTen)).to.equal(40);
  });

  it("on blur the amount is at least one unit (itemInUnit)", () => {
    expect(normalizeAmount(4, byTen)).to.equal(10);
    expect(normalizeAmount(0, byTen)).to.equal(10);
    expect(normalizeAmount(-30, byTen)).to.equal(10);
  });

  it("on blur the amount is limited by the promotional maximum, if one is given", () => {
    expect(normalizeAmount(500, { ...byTen, max: 120 })).to.equal(120);
    expect(normalizeAmount(100, { ...byTen, max: 120 })).to.equal(100);
    expect(normalizeAmount(500, { ...byTen, max: undefined })).to.equal(500);
  });

  it("raising to the smallest order unit never passes the promotional maximum", () => {
    // 35 is the maximum; 36 would be the next multiple of 4, so the largest multiple below it applies.
    expect(normalizeAmount(50, { itemInUnit: 1, smallestOrderUnit: 4, max: 35 })).to.equal(32);
    expect(normalizeAmount(34, { itemInUnit: 1, smallestOrderUnit: 4, max: 35 })).to.equal(32);
  });

  it("on blur the amount is raised to a multiple of the smallest order unit", () => {
    expect(normalizeAmount(7, { itemInUnit: 1, smallestOrderUnit: 6 })).to.equal(12);
    expect(normalizeAmount(12, { itemInUnit: 1, smallestOrderUnit: 6 })).to.equal(12);
    // 17 rounds to 15 (multiple of 5), then rises to 20 (multiple of 10).
    expect(normalizeAmount(17, { itemInUnit: 5, smallestOrderUnit: 10 })).to.equal(20);
    expect(normalizeAmount(1, { itemInUnit: 5, smallestOrderUnit: 10 })).to.equal(10);
  });

  it("non-numeric input becomes one unit (then the smallest order unit applies)", () => {
    expect(normalizeAmount(Number("abc"), byTen)).to.equal(10);
    expect(normalizeAmount(Number.NaN, { itemInUnit: 5, smallestOrderUnit: 10 })).to.equal(10);
    expect(normalizeAmount(Number.POSITIVE_INFINITY, byTen)).to.equal(10);
  });

  it("plus/minus step is smallest order unit × itemInUnit", () => {
    expect(quantityStep({ itemInUnit: 10, smallestOrderUnit: 3 })).to.equal(30);
    expect(quantityStep({ itemInUnit: 1, smallestOrderUnit: 6 })).to.equal(6);
    expect(increaseAmount(30, { itemInUnit: 10, smallestOrderUnit: 3 })).to.equal(60);
    expect(decreaseAmount(90, { itemInUnit: 10, smallestOrderUnit: 3 })).to.equal(60);
  });

  it("plus does not go above the promotional maximum", () => {
    expect(increaseAmount(100, { ...byTen, max: 110 })).to.equal(110);
    expect(increaseAmount(110, { ...byTen, max: 110 })).to.equal(110);
  });

  it("minus: a result below 0 is ignored (the amount stays)", () => {
    expect(decreaseAmount(20, { itemInUnit: 10, smallestOrderUnit: 3 })).to.equal(20);
  });

  it("minus: the minimum is itemInUnit", () => {
    expect(decreaseAmount(20, byTen)).to.equal(10);
    expect(decreaseAmount(10, byTen)).to.equal(10);
    // 16 − 10 = 6 is not below 0 but below itemInUnit 10: the amount becomes 10.
    expect(decreaseAmount(16, { itemInUnit: 10, smallestOrderUnit: 1 })).to.equal(10);
  });

  it("the first amount is one order step", () => {
    expect(initialAmount({ itemInUnit: 10, smallestOrderUnit: 3 })).to.equal(30);
    expect(initialAmount({ itemInUnit: 1, smallestOrderUnit: 1 })).to.equal(1);
  });

  it("a missing or invalid itemInUnit / smallest order unit counts as 1", () => {
    expect(quantityStep({ itemInUnit: 0, smallestOrderUnit: Number.NaN })).to.equal(1);
    expect(normalizeAmount(7, { itemInUnit: 0, smallestOrderUnit: 0 })).to.equal(7);
  });

  describe("explainAmount: which rule changed the typed amount, for the shopper's note", () => {
    it("an amount the rules leave alone has no change and no reasons", () => {
      expect(explainAmount(40, byTen)).to.deep.equal({ amount: 40, change: null, reasons: [] });
    });

    it("rounded to the pack (itemInUnit)", () => {
      expect(explainAmount(230, { itemInUnit: 100, smallestOrderUnit: 1 })).to.deep.equal({
        amount: 200,
        change: "rounded",
        reasons: [{ rule: "pack", limit: 100 }],
      });
      expect(explainAmount(25, byTen)).to.deep.include({ amount: 30, change: "rounded" });
    });

    it("raised to the minimum of one pack", () => {
      expect(explainAmount(3, { itemInUnit: 25, smallestOrderUnit: 1 })).to.deep.equal({
        amount: 25,
        change: "raised",
        reasons: [{ rule: "minimum", limit: 25 }],
      });
    });

    it("raised to a multiple of the smallest order unit", () => {
      expect(explainAmount(20, { itemInUnit: 1, smallestOrderUnit: 50 })).to.deep.equal({
        amount: 50,
        change: "raised",
        reasons: [{ rule: "orderUnit", limit: 50 }],
      });
    });

    it("limited by the promotional maximum", () => {
      expect(explainAmount(600, { itemInUnit: 1, smallestOrderUnit: 1, max: 500 })).to.deep.equal({
        amount: 500,
        change: "limited",
        reasons: [{ rule: "maximum", limit: 500 }],
      });
    });

    it("several rules: each reason once, in order, the change of the last one", () => {
      // 17 rounds to 15 (pack 5), then rises to 20 (order unit 10).
      expect(explainAmount(17, { itemInUnit: 5, smallestOrderUnit: 10 })).to.deep.equal({
        amount: 20,
        change: "raised",
        reasons: [
          { rule: "pack", limit: 5 },
          { rule: "orderUnit", limit: 10 },
        ],
      });
      // 50 is capped at 35, raised to 36 (order unit 4), then limited to 32 below the maximum.
      expect(explainAmount(50, { itemInUnit: 1, smallestOrderUnit: 4, max: 35 })).to.deep.equal({
        amount: 32,
        change: "limited",
        reasons: [
          { rule: "maximum", limit: 35 },
          { rule: "orderUnit", limit: 4 },
        ],
      });
    });
  });
});
