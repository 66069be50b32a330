// The configurators' price rule (hubspot/functions/shop/configurator-prices.ts, customer-prices.ts),
// the one the functions and the msw fake both price configured boxes and mats with
// (docs/api.md#configurator-prices): small made-up boxes and mats whose prices are worked out by hand.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";

const { boxPrice, matPrice, priceScale, unfoldedAreaM2, outerSize } = await importTs("hubspot/functions/shop/configurator-prices.ts");
const { customerPriceList, customerTerms } = await importTs("hubspot/functions/shop/customer-prices.ts");

const SCALES = [
  { quantity: 1, share: 1 },
  { quantity: 10, share: 0.5 },
  { quantity: 50, share: 0.4 },
  { quantity: 100, share: 0.3 },
];

test("outer size: each axis grows by its allowance in board thicknesses", () => {
  const inner = { length: 300, width: 200, height: 100 };
  assert.deepEqual(outerSize(inner, { length: 4, width: 2, height: 0 }, 1.5), { length: 306, width: 203, height: 100 });
});

test("board area: the drawing's multiples of the outer faces L×W, L×H, W×H (a lid box 2, 4, 4)", () => {
  const outer = { length: 100, width: 100, height: 50 };
  assert.equal(unfoldedAreaM2("tray", outer), 0.03); // 1·10000 + 2·5000 + 2·5000 mm²
  assert.equal(unfoldedAreaM2("lid-box", outer), 0.06); // 2·10000 + 4·5000 + 4·5000 mm²
});

test("a box: (board area × price per m² + extras) × the type's factor per piece, plus the setup over the amount, to the cent", () => {
  const { scale, weightKg } = boxPrice(
    {
      drawing: "tray",
      inner: { length: 100, width: 100, height: 50 },
      allowance: { length: 0, width: 0, height: 0 },
      thicknessMm: 1,
      boardPriceM2Eur: 10,
      boardGsm: 1000,
      extrasEur: 0.2,
      factor: 2,
      setupEur: 10,
      smallestOrderUnit: 1,
      requestFromAmount: null,
    },
    SCALES,
  );
  // (0.03 m² × 10 € + 0.20 €) × 2 = 1 € a piece: 1 × share + 10 € setup ÷ quantity.
  assert.deepEqual(scale, [
    { quantity: 1, price: 11 },
    { quantity: 10, price: 1.5 },
    { quantity: 50, price: 0.6 },
    { quantity: 100, price: 0.4 },
  ]);
  assert.equal(weightKg, 0.03); // 0.03 m² × 1000 g/m²
});

test("the scale: steps from the smallest order unit (the share of the last step at or below it), none from the request threshold on", () => {
  const scale = priceScale({ pieceEur: 2, setupEur: 0, fromQuantity: 5, requestFromAmount: 50 }, SCALES);
  assert.deepEqual(scale, [
    { quantity: 5, price: 2 },
    { quantity: 10, price: 1 },
  ]);
});

test("a mat: outer area × board price + the cutter's charge per window, plus its setup over the amount; it weighs the board left", () => {
  const { scale, weightKg } = matPrice(
    { widthMm: 500, heightMm: 400, windowWidthMm: 100, windowHeightMm: 100, windows: 2, boardPriceM2Eur: 20, boardGsm: 1000 },
    { quantityScales: SCALES.slice(0, 2), mat: { perWindowEur: 2, setupEur: 6 } },
  );
  // 0.2 m² × 20 € + 2 windows × 2 € = 8 € a piece.
  assert.deepEqual(scale, [
    { quantity: 1, price: 14 },
    { quantity: 10, price: 4.6 },
  ]);
  assert.equal(weightKg, 0.18); // (0.2 − 2 × 0.01) m² × 1000 g/m²
});

test("a customer's list: the company's discount on every entry, in pounds at the rule's rate for gb, to the cent", () => {
  const scale = [
    { quantity: 1, price: 10 },
    { quantity: 10, price: 9.99 },
  ];
  assert.deepEqual(customerPriceList(1, scale, customerTerms(8, "GB", 0.86)).scaled_price, [
    { quantity: 1, price: 7.91 }, // 10 × 0.92 × 0.86 = 7.912
    { quantity: 10, price: 7.9 }, // 9.99 × 0.92 × 0.86 = 7.904
  ]);
  assert.deepEqual(customerPriceList(1, scale, customerTerms(0, "de", 0.86)).scaled_price, scale);
  assert.deepEqual(customerTerms(12, "fr", 0.86), { discountPercent: 12, currencyRate: 1 });
});
