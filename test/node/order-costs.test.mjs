// The order's costs besides its goods (hubspot/functions/shop/order-costs.ts), the rules the functions
// and the msw fake both answer vat, shippingFee and packaging-cost with, over a made-up shop's settings.
import assert from "node:assert/strict";
import { test } from "node:test";
import * as v from "valibot";
import { importTs } from "../../scripts/import-ts.mjs";

const { ORDER_COST_SETTINGS, packagingCostFor, shippingFeeAnswer, shippingFeeFor, vatFor } = await importTs(
  "hubspot/functions/shop/order-costs.ts",
);

const VAT = { rates: { de: 19, at: 20 }, otherCountries: 0 };
const FEES = { parcel: { de: 5, abroad: 10 }, freeParcelFromNet: 100, forwarder: 80 };

test("VAT: the delivery country's rate, its code in either case; any other country's (an export) otherwise", () => {
  assert.equal(vatFor(VAT, "at"), 20);
  assert.equal(vatFor(VAT, "AT"), 20);
  assert.equal(vatFor(VAT, "ch"), 0);
});

test("shipping: a forwarder's fee always; a parcel free from the net order value on, else Germany's or abroad's", () => {
  const fee = (country, deliveryType, net) => shippingFeeFor(FEES, { country, deliveryType, net });
  assert.equal(fee("de", "freight-forwarder", 500), 80);
  assert.equal(fee("de", "parcel-service", 99.99), 5);
  assert.equal(fee("DE", "parcel-service", 99.99), 5);
  assert.equal(fee("fr", "parcel-service", 99.99), 10);
  assert.equal(fee("fr", "parcel-service", 100), 0);
});

test("free shipping: the answer names the parcel's threshold (net), and none (null) for a forwarder", () => {
  assert.deepEqual(shippingFeeAnswer(FEES, { country: "de", deliveryType: "parcel-service", net: 40 }), {
    shippingFee: 5,
    freeFromNet: 100,
  });
  assert.deepEqual(shippingFeeAnswer(FEES, { country: "fr", deliveryType: "parcel-service", net: 100 }), {
    shippingFee: 0,
    freeFromNet: 100,
  });
  assert.deepEqual(shippingFeeAnswer(FEES, { country: "de", deliveryType: "freight-forwarder", net: 500 }), {
    shippingFee: 80,
    freeFromNet: null,
  });
});

test("packaging: a forwarder's delivery's cost, else a parcel's", () => {
  assert.equal(packagingCostFor({ parcel: 2, forwarder: 15 }, "freight-forwarder"), 15);
  assert.equal(packagingCostFor({ parcel: 2, forwarder: 15 }, "parcel-service"), 2);
});

test("the settings' schemas refuse a VAT table with an upper-case country or a rate over 100 %", () => {
  const table = ORDER_COST_SETTINGS["vat-by-country"];
  assert.ok(v.safeParse(table, VAT).success);
  assert.ok(!v.safeParse(table, { rates: { DE: 19 }, otherCountries: 0 }).success);
  assert.ok(!v.safeParse(table, { rates: { de: 190 }, otherCountries: 0 }).success);
});
