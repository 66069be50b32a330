// A list price scale as a customer sees it (docs/api.md#configurator-prices): the company's discount on
// every entry, and the list in pounds for a visitor from gb. The functions price configured boxes and
// mats with it (the company's `shop_discount_percent`, the price rule's `gbpPerEur`); the msw fake
// prices its catalogue and configured articles with it too (demo/mocks/fixtures.ts customerPriceList).
import type { PriceList } from "../../../core/api/schemas.ts";
import { currencyFor } from "../../../core/pricing/money.ts";

export interface CustomerTerms {
  /** The company's discount on the list price, in percent; 0 for a guest. */
  discountPercent: number;
  /** Units of the visitor's currency per EUR: 1 in EUR. */
  currencyRate: number;
}

/** The terms for a company's discount and the visitor's country (pounds for gb at `gbpPerEur`). */
export const customerTerms = (discountPercent: number, geoLocation: string, gbpPerEur: number): CustomerTerms => ({
  discountPercent,
  currencyRate: currencyFor(geoLocation) === "GBP" ? gbpPerEur : 1,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The list (net EUR) with the discount on every entry, in the visitor's currency, to the cent; entries keep their order. */
export function customerPriceList(
  itemInUnit: number,
  scale: readonly { quantity: number; price: number }[],
  terms: CustomerTerms,
): PriceList {
  const { discountPercent, currencyRate } = terms;
  return {
    itemInUnit,
    scaled_price: scale.map((s) => ({ quantity: s.quantity, price: round2(s.price * (1 - discountPercent / 100) * currencyRate) })),
  };
}
