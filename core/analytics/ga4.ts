// The shop's facts in GA4's recommended e-commerce shape (developers.google.com/analytics/devguides/
// collection/ga4/ecommerce): amounts in the currency's units from the shop's integer cents, net of VAT
// like the shop's prices, `value` the items' price times quantity, `currency` always with `value`.
import { currencyFor } from "../pricing/money.ts";
import type { ArticleFacts, ShopFactName, ShopFacts } from "./facts.ts";

export interface Ga4Item {
  /** The article number. */
  item_id: string;
  item_name: string;
  /** Net unit price. */
  price: number;
  quantity: number;
}

export interface Ga4Ecommerce {
  currency: "EUR" | "GBP";
  value: number;
  items: Ga4Item[];
}

/** Cents as the currency's units, exact to the cent. */
const units = (cents: number) => Math.round(cents) / 100;

export function articleItem({ product, amount, unitCents }: ArticleFacts): Ga4Item {
  return { item_id: product.article_number, item_name: product.artikel, price: units(unitCents), quantity: amount };
}

function articleEcommerce(facts: ArticleFacts): Ga4Ecommerce {
  return { currency: currencyFor(facts.country), value: units(facts.unitCents * facts.amount), items: [articleItem(facts)] };
}

const BUILDERS: { [K in ShopFactName]: (facts: ShopFacts[K]) => Ga4Ecommerce } = {
  view_item: articleEcommerce,
  add_to_cart: articleEcommerce,
};

/** The `ecommerce` object of a GA4 event from the shop's facts. */
export function ecommerceOf<K extends ShopFactName>(name: K, facts: ShopFacts[K]): Ga4Ecommerce {
  return BUILDERS[name](facts);
}
