// The demo catalogue as CRM records of the functions' model (hubspot/functions/crm/model.ts), for the
// local HubSpot stand-in (demo/local-hubspot/): the same articles, prices, promotions and companies the
// msw fake answers from, so one contract suite expects the same answers of both backends.
import { CUSTOM_OBJECTS, objectType, PRICE_LIST, STANDARD_PROPERTIES, TRANSLATED_LANGUAGES } from "../../hubspot/functions/crm/model.ts";
import { allArticles } from "./catalogue.ts";
import { browseArticleProperties, browsePriceListProperties, browseSeed, siteSearchDocuments } from "./crm-seed-browse.ts";
import { accountSeed, companyVatId } from "./crm-seed-accounts.ts";
import { configuratorSeed } from "./crm-seed-configurator.ts";
import { dealSeed } from "./crm-seed-deal.ts";
import { paymentSeed } from "./crm-seed-payment.ts";
import { deliverySeed } from "./crm-seed-delivery.ts";
import { companies, type FixtureArticle, translateValue } from "./fixtures.ts";
import { articlePriceList, promotionOf } from "./promotions.ts";

/** A record to create: its object type, the id the fake uses (kept, so the demo's data blocks work), its properties. */
export interface SeedRecord {
  type: string;
  id: string;
  properties: Record<string, string>;
  createdAt?: string;
  updatedAt?: string;
  /** Records this one is linked with (their default association), by the ids the seed gives them: made once every record exists. */
  associations?: { type: string; id: string }[];
}

const PRODUCT_FIELDS = [
  "unit",
  "kleinste_bestelleinheit",
  "sperrgut_artikel",
  "class_3_description",
  "volume",
  "weight",
  "nettogewicht",
] as const;

/** The article's CRM record: German values, their translations beside them, the product page's fields, the promotion's terms. */
function articleRecord(article: FixtureArticle): SeedRecord {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(article.properties)) {
    if (value === null || value === "" || name === "hs_object_id") continue;
    properties[name] = value;
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = translateValue(value, language);
      if (translated !== null && translated !== value) properties[`${name}_${language}`] = translated;
    }
  }
  for (const field of PRODUCT_FIELDS) {
    const value = article.product[field];
    if (value !== undefined && value !== null && value !== "") properties[field] = String(value);
  }
  if (article.product.requested_delivery_amount) properties.requested_delivery_amount = String(article.product.requested_delivery_amount);
  if (article.product.orderItemUnit) properties.order_item_unit = String(article.product.orderItemUnit);
  properties.category_ids = String(article.categoryId);
  const promotion = promotionOf(article);
  if (promotion && !promotion.remnant) {
    if (promotion.endsAt) properties.aktion_bis = promotion.endsAt;
    if (promotion.maxQuantity) properties.aktion_max_menge = String(promotion.maxQuantity);
  }
  Object.assign(properties, browseArticleProperties(article));
  return { type: "p_shop_article", id: article.id, properties, createdAt: article.createdAt, updatedAt: article.updatedAt };
}

/** The price lists the fake computes, as records: the list price and each company's, in EUR and (for gb) GBP. */
function priceListRecords(article: FixtureArticle): SeedRecord[] {
  const customers = [null, ...companies.keys()];
  return customers.flatMap((companyId) =>
    (["de", "gb"] as const).map((geo) => {
      const list = articlePriceList(article, companyId, geo);
      const currency = geo === "gb" ? "GBP" : "EUR";
      return {
        type: objectType(PRICE_LIST),
        id: "",
        properties: {
          price_list_key: `${article.id}|${companyId ?? ""}|${currency}`,
          article_id: article.id,
          company_id: companyId ?? "",
          currency,
          item_in_unit: String(list.itemInUnit),
          scaled_price: JSON.stringify(list.scaled_price),
          ...browsePriceListProperties(article, companyId, geo),
        },
      };
    }),
  );
}

const companyRecords = (): SeedRecord[] =>
  [...companies.values()].map((c) => ({
    type: "companies",
    id: c.hs_object_id,
    properties: {
      name: c.name,
      shop_company_id: c.id,
      can_switch_gross_net: String(c.canSwitchGrossNet),
      ust: c.ust,
      ...companyVatId(c.name),
      shop_discount_percent: String(c.discountPercent),
    },
  }));

/** Every record of the demo shop, in the order they may be created (ids given, or "" for the CRM's next). */
export function shopSeed(): SeedRecord[] {
  const articles = allArticles();
  return [
    ...companyRecords(),
    ...articles.map(articleRecord),
    ...articles.flatMap(priceListRecords),
    ...configuratorSeed(),
    ...dealSeed(),
    ...paymentSeed(),
    ...deliverySeed(),
    ...accountSeed(),
    ...browseSeed(),
  ];
}

export { CUSTOM_OBJECTS, STANDARD_PROPERTIES, siteSearchDocuments };
