// Price lists (section 3: itemInUnit and scaled_price) from the CRM: the company's own list for the
// article and currency when it has one, else the list price; a promoted article's terms from the
// article (docs/decisions/hubspot-crm-model.md#price-lists).
import * as v from "valibot";
import { ScalePriceSchema, type PriceList } from "../../../core/api/schemas.ts";
import { currencyFor } from "../../../core/pricing/money.ts";
import type { Crm } from "../crm/client.ts";
import { objectType, PRICE_LIST } from "../crm/model.ts";
import { BATCH_READ_MAX, batchRead, type CrmRecord } from "../crm/objects.ts";
import { readArticles } from "./articles.ts";

const PRICE_LIST_TYPE = objectType(PRICE_LIST);
const PRICE_LIST_PROPERTIES = [
  "price_list_key",
  "article_id",
  "company_id",
  "currency",
  "item_in_unit",
  "scaled_price",
  "regular_scaled_price",
];
/** The article properties a price list's promotion and the cart's rules read. */
export const PRICING_ARTICLE_PROPERTIES = [
  "sperrgut_artikel",
  "class_3_description",
  "stueckzahl",
  "aktion_bis",
  "aktion_max_menge",
  "kleinste_bestelleinheit",
  "requested_delivery_amount",
];

export interface Customer {
  companyId: string | null;
  geoLocation: string;
}

/** The key of a price list record: `<article>|<company or empty>|<currency>`. */
export const priceListKey = (articleId: string, companyId: string | null, currency: string) =>
  `${articleId}|${companyId ?? ""}|${currency}`;

const keysFor = (articleId: string, customer: Customer) => {
  const currency = currencyFor(customer.geoLocation);
  const list = priceListKey(articleId, null, currency);
  return customer.companyId ? [priceListKey(articleId, customer.companyId, currency), list] : [list];
};

const ScaleTextSchema = v.pipe(v.string(), v.parseJson(), v.array(ScalePriceSchema));

/** The price list records for these articles and the customer, by key. */
export async function readPriceLists(crm: Crm, articleIds: readonly string[], customer: Customer): Promise<Map<string, CrmRecord>> {
  const keys = articleIds.flatMap((id) => keysFor(id, customer));
  const records = await batchRead(crm, PRICE_LIST_TYPE, keys, PRICE_LIST_PROPERTIES, "price_list_key");
  return new Map(records.map((r) => [r.properties.price_list_key ?? "", r]));
}

/**
 * The list prices (no company) of these articles in one currency, by article id: what every shopper of
 * that currency sees, so a category's snapshot can hold them (category-snapshot.ts).
 */
export async function readListPrices(crm: Crm, articleIds: readonly string[], currency: string): Promise<Map<string, PriceList>> {
  const keys = articleIds.map((id) => priceListKey(id, null, currency));
  // The batches at once: 2,000 articles are 20 of them, one after the other seconds in HubSpot.
  const batches = Array.from({ length: Math.ceil(keys.length / BATCH_READ_MAX) }, (_, i) =>
    batchRead(crm, PRICE_LIST_TYPE, keys.slice(i * BATCH_READ_MAX, (i + 1) * BATCH_READ_MAX), PRICE_LIST_PROPERTIES, "price_list_key"),
  );
  const records = (await Promise.all(batches)).flat();
  return new Map(
    records.map((r) => [
      r.properties.article_id ?? "",
      {
        itemInUnit: Number(r.properties.item_in_unit) || 1,
        scaled_price: scaleOf(r.properties.scaled_price, `price list ${r.properties.price_list_key}: scaled_price`),
      },
    ]),
  );
}

/**
 * A promoted article's terms (docs/api.md#promotions): a remnant's maximum is its stock and it ends
 * when sold out; a special offer has its maximum and last day. Undefined when the article has none or
 * it has ended.
 */
export function promotionTerms(article: CrmRecord, today: string) {
  const p = article.properties;
  if (p.class_3_description === "Restant") {
    const stock = Number(p.stueckzahl);
    return { maxQuantity: stock >= 1 ? stock : null, endsAt: null };
  }
  if (!p.aktion_bis && !p.aktion_max_menge) return undefined;
  if (p.aktion_bis && p.aktion_bis < today) return undefined;
  const max = Number(p.aktion_max_menge);
  return { maxQuantity: max >= 1 ? max : null, endsAt: p.aktion_bis || null };
}

/** The price list record the customer's prices come from: the company's, else the list price's; undefined when neither exists. */
export const priceListRecordOf = (articleId: string, lists: Map<string, CrmRecord>, customer: Customer) =>
  keysFor(articleId, customer)
    .map((key) => lists.get(key))
    .find((r) => r !== undefined);

/** A scale as the CRM keeps it (JSON text); [] for none, or one that is not a scale (logged). */
export function scaleOf(text: string | null | undefined, where: string) {
  const scale = v.safeParse(ScaleTextSchema, text || "[]");
  if (!scale.success) console.error(`[shop-functions] ${where}: not a scale`);
  return scale.success ? scale.output : [];
}

/** The price list the customer sees for an article: the company's, else the list price; none when neither exists. */
export function priceListOf(article: CrmRecord, lists: Map<string, CrmRecord>, customer: Customer, today: string): PriceList {
  const record = priceListRecordOf(article.id, lists, customer);
  const scale = scaleOf(record?.properties.scaled_price, `price list ${record?.properties.price_list_key}: scaled_price`);
  const itemInUnit = Number(record?.properties.item_in_unit) || 1;
  const promotion = promotionTerms(article, today);
  return { itemInUnit, scaled_price: scale, ...(promotion ? { promotion } : {}) };
}

/** Today as an ISO date (UTC): a promotion's last day counts in full. */
export const today = () => new Date().toISOString().slice(0, 10);

/** The articles of these ids with the customer's price lists (a cart's lines, an order's), unknown ones left out. */
export async function pricedArticles(crm: Crm, ids: readonly string[], customer: Customer) {
  const unique = [...new Set(ids)];
  const [articles, lists] = await Promise.all([
    readArticles(crm, unique, PRICING_ARTICLE_PROPERTIES),
    readPriceLists(crm, unique, customer),
  ]);
  const day = today();
  return new Map(articles.map((a) => [a.id, { article: a, priceList: priceListOf(a, lists, customer, day) }]));
}
