// The shop's facts in GA4's recommended shapes (developers.google.com/analytics/devguides/collection/
// ga4/reference/events): amounts in the currency's units from the shop's integer cents, net of VAT like
// the shop's prices; `value` the items' price times quantity (a purchase's without shipping and tax,
// which come apart); `currency` always with `value`.
import type { CartLine } from "../api/cart.ts";
import type { Configuration } from "../api/configuration.ts";
import type { Deal } from "../api/deal.ts";
import { lineUnitNet } from "../cart/cart-lines.ts";
import { currencyFor } from "../pricing/money.ts";
import { toCents } from "../pricing/scale.ts";
import type { ArticleFacts, CartChangeFacts, ConfiguredFacts, LinesFacts, ListFacts, PickFacts, ShopFactName, ShopFacts } from "./facts.ts";

export interface Ga4Item {
  /** The article number (a configured item's: its type's article). */
  item_id: string;
  item_name: string;
  /** A configured item's measures. */
  item_variant?: string;
  /** Net unit price. */
  price?: number;
  quantity?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface Ga4Ecommerce {
  currency: "EUR" | "GBP";
  value: number;
  items: Ga4Item[];
}

export interface Ga4List {
  item_list_id: string;
  item_list_name: string;
  items: Ga4Item[];
}

/** Each event's parameters: its `ecommerce` object, or for a lead and a search the plain parameters. */
export interface Ga4Params {
  view_item: Ga4Ecommerce;
  add_to_cart: Ga4Ecommerce;
  view_item_list: Ga4List;
  select_item: Ga4List;
  view_cart: Ga4Ecommerce;
  remove_from_cart: Ga4Ecommerce;
  begin_checkout: Ga4Ecommerce;
  add_shipping_info: Ga4Ecommerce & { shipping_tier: string };
  add_payment_info: Ga4Ecommerce & { payment_type: string };
  purchase: Ga4Ecommerce & { transaction_id: string; tax: number; shipping: number };
  generate_lead: { currency: "EUR" | "GBP"; value: number; lead_source: "offer_request" };
  search: { search_term: string; result_count: number };
}

/** The events whose parameters go to GTM as `ecommerce` (the others as plain parameters). */
export const ECOMMERCE_EVENTS: ReadonlySet<ShopFactName> = new Set<ShopFactName>([
  "view_item",
  "add_to_cart",
  "view_item_list",
  "select_item",
  "view_cart",
  "remove_from_cart",
  "begin_checkout",
  "add_shipping_info",
  "add_payment_info",
  "purchase",
]);

/** Cents as the currency's units, exact to the cent. */
const units = (cents: number) => Math.round(cents) / 100;

const item = (id: string, name: string, unitCents: number, quantity: number): Ga4Item => ({
  item_id: id,
  item_name: name,
  price: units(unitCents),
  quantity,
});

const ecommerce = (country: string, items: { item: Ga4Item; lineCents: number }[]): Ga4Ecommerce => ({
  currency: currencyFor(country),
  value: units(items.reduce((sum, { lineCents }) => sum + lineCents, 0)),
  items: items.map(({ item }) => item),
});

/** A configured item's measures, the same in every language: "320×240×80 mm", a mat "500×400 mm / 300×200 mm". */
export function measuresOf(configuration: Configuration): string {
  const size = (...mm: (number | null)[]) => `${mm.filter((x) => x !== null).join("×")} mm`;
  return configuration.kind === "box"
    ? size(configuration.lengthMm, configuration.widthMm, configuration.heightMm)
    : `${size(configuration.widthMm, configuration.heightMm)} / ${size(configuration.openingWidthMm, configuration.openingHeightMm)}`;
}

function changed({ line, quantity, country }: CartChangeFacts): Ga4Ecommerce {
  const unitCents = lineUnitNet(line);
  return ecommerce(country, [{ item: item(line.artikel_nummer, line.artikel, unitCents, quantity), lineCents: unitCents * quantity }]);
}

function added(facts: ArticleFacts | ConfiguredFacts | CartChangeFacts): Ga4Ecommerce {
  if ("line" in facts) return changed(facts);
  const lineCents = facts.unitCents * facts.amount;
  if ("product" in facts)
    return ecommerce(facts.country, [
      { item: item(facts.product.article_number, facts.product.artikel, facts.unitCents, facts.amount), lineCents },
    ]);
  const configured = {
    ...item(facts.articleNumber, facts.label, facts.unitCents, facts.amount),
    item_variant: measuresOf(facts.configuration),
  };
  return ecommerce(facts.country, [{ item: configured, lineCents }]);
}

function cartLines({ lines, country }: LinesFacts): Ga4Ecommerce {
  return ecommerce(
    country,
    lines.map((line: CartLine) => {
      const unitCents = lineUnitNet(line);
      return { item: item(line.artikel_nummer, line.artikel, unitCents, line.menge), lineCents: unitCents * line.menge };
    }),
  );
}

function list({ list: { id, name }, products, first }: ListFacts): Ga4List {
  const items = products.map((product, i) => ({
    item_id: product.article_number,
    item_name: product.artikel,
    index: first + i,
    item_list_id: id,
    item_list_name: name,
  }));
  return { item_list_id: id, item_list_name: name, items };
}

const picked = ({ list: place, product }: PickFacts): Ga4List => list({ list: place, products: [product], first: place.index });

function purchase({ deal, country }: { deal: Deal; country: string }): Ga4Params["purchase"] {
  const lines = deal.lines.map((line) => ({
    item: item(line.artikel_nummer, line.artikel, toCents(line.nettoPrice), line.amount),
    lineCents: toCents(line.price),
  }));
  return {
    transaction_id: deal.dealId,
    ...ecommerce(country, lines),
    // The deal's own figures: what was ordered, not recomputed.
    value: units(toCents(deal.netTotal)),
    tax: units(toCents(deal.vatTotal)),
    shipping: units(toCents(deal.shippingFee) + toCents(deal.packagingCost)),
  };
}

const BUILDERS: { [K in ShopFactName]: (facts: ShopFacts[K]) => Ga4Params[K] } = {
  view_item: (facts) => added(facts),
  add_to_cart: added,
  view_item_list: list,
  select_item: picked,
  view_cart: cartLines,
  remove_from_cart: changed,
  begin_checkout: cartLines,
  add_shipping_info: (facts) => ({ ...cartLines(facts), shipping_tier: facts.shippingTier }),
  add_payment_info: (facts) => ({ ...cartLines(facts), payment_type: facts.paymentType }),
  purchase,
  generate_lead: ({ netCents, country }) => ({ currency: currencyFor(country), value: units(netCents), lead_source: "offer_request" }),
  search: ({ term, resultCount }) => ({ search_term: term, result_count: resultCount }),
};

/** A GA4 event's parameters from the shop's facts. */
export function ga4Params<K extends ShopFactName>(name: K, facts: ShopFacts[K]): Ga4Params[K] {
  return BUILDERS[name](facts);
}
