// The product page's reads (specification section 7): articles by id, an article's price list for a
// company and country, the selected company.
import { ArticlesByIdBodySchema } from "../../../core/api/request-schemas.ts";
import { json, Refusal } from "../answer.ts";
import { COMPANY_PROPERTIES, companyAnswer, readCompany } from "../shop/companies.ts";
import { articleAnswer, crmProperties, readArticles } from "../shop/articles.ts";
import { PRICING_ARTICLE_PROPERTIES, priceListOf, readPriceLists, today } from "../shop/price-lists.ts";
import { defineFunction } from "../serve.ts";

/** Seconds HubSpot's CDN may keep a catalogue read: a changed article shows within a minute. */
const CATALOGUE_CACHE_S = 60;

const articles = defineFunction({
  path: "objects/articles/getArticlesById",
  body: ArticlesByIdBodySchema,
  async handle({ query, body, crm }) {
    const language = query.language ?? "de";
    const records = await readArticles(crm, body.ids, crmProperties(body.properties, language));
    return json(
      200,
      records.map((r) => articleAnswer(r, body.properties, language)),
    );
  },
});

const priceList = defineFunction({
  path: "objects/price-lists/get",
  async handle({ query, param, crm }) {
    const articleId = param("articleId");
    const customer = { companyId: query.companyId ?? null, geoLocation: param("geoLocation") };
    const [records, lists] = await Promise.all([
      readArticles(crm, [articleId], PRICING_ARTICLE_PROPERTIES),
      readPriceLists(crm, [articleId], customer),
    ]);
    const article = records[0];
    if (!article) throw new Refusal(404, "not_found", `Unknown article ${articleId}`);
    return json(200, priceListOf(article, lists, customer, today()), customer.companyId ? 0 : CATALOGUE_CACHE_S);
  },
});

const company = defineFunction({
  path: "objects/company/get",
  async handle({ param, crm }) {
    const record = await readCompany(crm, param("companyId"), COMPANY_PROPERTIES);
    if (!record) throw new Refusal(404, "not_found", `Unknown company ${param("companyId")}`);
    return json(200, companyAnswer(record));
  },
});

export const functions = [articles, priceList, company];
