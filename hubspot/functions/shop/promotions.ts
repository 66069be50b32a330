// The promotional goods (docs/api.md#promotions): every article with a running special offer
// (aktion_bis or aktion_max_menge) and every remnant (class_3_description 'Restant'), with its prices
// for the company and country, soonest end first and those that end when sold out last.
import type { Crm } from "../crm/client.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { type CrmRecord, searchAll } from "../crm/objects.ts";
import { type Customer, priceListOf, priceListRecordOf, promotionTerms, scaleOf } from "./price-lists.ts";

/**
 * The articles that are promoted, found by search. Unlike the functions' other reads, no id or unique
 * value names them; a search is acceptable here because it finds few records (the demo has 19, a shop
 * some dozens: one page of 200, well within the 10,000 a search reaches), its answer may be kept by
 * HubSpot's CDN for guests, and a promotion the shop adds may show a little later, after HubSpot's
 * index has it (seconds), without harm: the price list and the cart read the article itself.
 */
export const findPromotedArticles = (crm: Crm, properties: readonly string[]): Promise<CrmRecord[]> =>
  searchAll(
    crm,
    objectType(ARTICLE),
    [
      { filters: [{ propertyName: "aktion_bis", operator: "HAS_PROPERTY" }] },
      { filters: [{ propertyName: "aktion_max_menge", operator: "HAS_PROPERTY" }] },
      { filters: [{ propertyName: "class_3_description", operator: "EQ", value: "Restant" }] },
    ],
    properties,
  );

/** A promotion ending when sold out (a remnant, or an offer without an end) sorts last. */
const NO_END = "9999-12-31";

/** The articles whose promotion runs today, soonest end first, then by id; with their terms. */
export function runningPromotions(records: readonly CrmRecord[], today: string) {
  return records
    .flatMap((article) => {
      const terms = promotionTerms(article, today);
      return terms ? [{ article, terms }] : [];
    })
    .sort((a, b) => (a.terms.endsAt ?? NO_END).localeCompare(b.terms.endsAt ?? NO_END) || a.article.id.localeCompare(b.article.id));
}

/**
 * A promoted article's offer for the customer: the first scale entry's promotional unit price and the
 * regular one the price list keeps beside it while the offer runs (none for a remnant, whose list
 * price is the remnant's own).
 */
export function promotionOffer(article: CrmRecord, lists: Map<string, CrmRecord>, customer: Customer, today: string) {
  const list = priceListOf(article, lists, customer, today);
  const record = priceListRecordOf(article.id, lists, customer);
  const [regular] = scaleOf(
    record?.properties.regular_scaled_price,
    `price list ${record?.properties.price_list_key}: regular_scaled_price`,
  );
  const remnant = article.properties.class_3_description === "Restant";
  return {
    maxQuantity: list.promotion?.maxQuantity ?? null,
    endsAt: list.promotion?.endsAt ?? null,
    price: list.scaled_price[0]?.price ?? 0,
    regularPrice: remnant ? null : (regular?.price ?? null),
  };
}
