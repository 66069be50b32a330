import { expect } from "chai";
import { deliveryCosts } from "../../core/pricing/delivery-costs.ts";

// The demo shop's costs (docs/api.md#cart): a parcel 5.90 € in Germany, free from 250 € net goods, packaging 2.50 €.
const PARCEL_DE = { feeCents: 590, freeFromCents: 25_000, packagingCents: 250 };

describe("delivery costs before the checkout (docs/decisions/costs-before-the-cart.md)", () => {
  it("below the threshold: the fee and the packaging, and how much more ships free (a 5,83 € box is 4,90 € net)", () => {
    expect(deliveryCosts({ goodsNetCents: 490, ...PARCEL_DE })).to.deep.equal({
      shippingCents: 590,
      packagingCents: 250,
      freeFromCents: 25_000,
      missingCents: 24_510,
    });
  });

  it("one cent below the threshold still pays the fee; at the threshold shipping is free, the packaging stays", () => {
    expect(deliveryCosts({ goodsNetCents: 24_999, ...PARCEL_DE })).to.include({ shippingCents: 590, missingCents: 1 });
    expect(deliveryCosts({ goodsNetCents: 25_000, ...PARCEL_DE })).to.include({ shippingCents: 0, packagingCents: 250, missingCents: 0 });
    expect(deliveryCosts({ goodsNetCents: 40_000, ...PARCEL_DE })).to.include({ shippingCents: 0, missingCents: 0 });
  });

  it("a forwarder never ships free: its fee (89 €) and packaging (15 €) whatever the value, no distance to a threshold", () => {
    expect(deliveryCosts({ goodsNetCents: 100_000, feeCents: 8_900, freeFromCents: null, packagingCents: 1_500 })).to.deep.equal({
      shippingCents: 8_900,
      packagingCents: 1_500,
      freeFromCents: null,
      missingCents: null,
    });
  });
});
