// Articles as the lists show them (docs/api.md#browsing, core/api/listed-articles.ts ListArticleSchema):
// the product as the product page's data block has it (its first picture), the list's properties in the
// page's language, the product page's link and the lowest list price for "sort by price"; and the
// product a site search hit carries, which adds the product page's own fields.
import type { PriceList } from "../../../core/api/schemas.ts";
import { HIT_PROPERTIES } from "../../../core/api/search-types.ts";
import { LIST_PROPERTIES } from "../../../core/catalog/filter-columns.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import { imageList } from "../../../core/element/site-url.ts";
import type { CrmRecord } from "../crm/objects.ts";
import { crmProperties, valueIn } from "./articles.ts";
import { itemUrl, type PagePaths } from "./pages.ts";
import { PRICING_ARTICLE_PROPERTIES } from "./price-lists.ts";

/** The product block's fields and the CRM properties they come from. */
const PRODUCT_FIELDS = {
  article_number: "artnr",
  artikel: "beschreibung1",
  unit: "unit",
  volume: "volume",
  weight: "weight",
  nettogewicht: "nettogewicht",
  sperrgut_artikel: "sperrgut_artikel",
  kleinste_bestelleinheit: "kleinste_bestelleinheit",
  class_3_description: "class_3_description",
  requested_delivery_amount: "requested_delivery_amount",
} as const;

/** What only the product page (and so a site search hit) shows besides. */
const PAGE_FIELDS = {
  format: "format",
  color: "farbe",
  thickness: "dicke",
  orderItemUnit: "order_item_unit",
  description: "description",
} as const;

const PRODUCT_PROPERTIES = ["image_urls", ...Object.values(PRODUCT_FIELDS)];

/** The CRM properties a list article is made of in a language. */
export const listArticleProperties = (language: Lang) => [
  ...new Set([...PRODUCT_PROPERTIES, ...PRICING_ARTICLE_PROPERTIES, ...crmProperties(LIST_PROPERTIES, language)]),
];

/** The CRM properties a search hit is made of in a language: its product's and the offer's facts (HIT_PROPERTIES). */
export const hitArticleProperties = (language: Lang) => [
  ...new Set([...PRODUCT_PROPERTIES, ...Object.values(PAGE_FIELDS), ...crmProperties(HIT_PROPERTIES, language)]),
];

const fieldsOf = (record: CrmRecord, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, property]) => [field, record.properties[property] ?? ""]));

/** The product as a list's card has it: its first picture, its name, number, units and order rules (German, as the CRM's). */
export function listProduct(record: CrmRecord) {
  const [picture] = imageList(record.properties.image_urls);
  return { images: picture ? [picture] : [], article_id: record.id, ...fieldsOf(record, PRODUCT_FIELDS) };
}

/** The product as a site search hit carries it: the list's and the product page's fields. */
export const pageProduct = (record: CrmRecord) => ({ ...listProduct(record), ...fieldsOf(record, PAGE_FIELDS) });

/** An article hit's product and offer facts (core/api/search.ts ArticleHitSchema). */
export const hitArticle = (record: CrmRecord, language: Lang) => ({
  product: pageProduct(record),
  properties: propertiesIn(record, language, HIT_PROPERTIES),
});

/** The properties `names` the article has, in the page's language (one it lacks is left out). */
function propertiesIn(record: CrmRecord, language: Lang, names: readonly string[]): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const name of names) {
    const value = valueIn(record, name, language);
    if (value) properties[name] = value;
  }
  return properties;
}

/** The lowest unit price of a price list's scale; null when it has none. */
export const lowestPrice = (list: PriceList) => (list.scaled_price.length ? Math.min(...list.scaled_price.map((s) => s.price)) : null);

/** An article as a list shows it; `listPrice` is its price list without a company, in the country's currency. */
export function listArticle(record: CrmRecord, language: Lang, paths: PagePaths, listPrice: PriceList) {
  return {
    id: record.id,
    url: itemUrl(paths, "product", language, record.id),
    product: listProduct(record),
    properties: propertiesIn(record, language, LIST_PROPERTIES),
    listPriceFrom: lowestPrice(listPrice),
  };
}
