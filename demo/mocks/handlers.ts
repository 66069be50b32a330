// The demo's fake /_hcms/api/ over the fixture catalogue (fixtures.ts), for the demo pages (browser.ts)
// and the component tests (test/support/msw.ts). Paths match any origin, so a data block's baseUrl
// works too. `scenarios` holds named override sets: a later `worker.use(...)` wins over the defaults.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import { ArticlesByIdBodySchema, OrderItemBodySchema } from "../../core/api/request-schemas.ts";
import { quoteConfiguration } from "./configurator-quotes.ts";
import { allArticles, findArticle } from "./catalogue.ts";
import { browseHandlers, browseScenarios } from "./handlers-browse.ts";
import { cartHandlers, sessionAmountOf } from "./handlers-cart.ts";
import { configuratorHandlers, configuratorScenarios } from "./handlers-configurator.ts";
import { contactHandlers } from "./handlers-contacts.ts";
import { contactFormHandlers, contactFormScenarios } from "./handlers-contact-form.ts";
import { paymentHandlers, paymentScenarios } from "./handlers-payment.ts";
import { DEAL_ENDPOINTS, dealHandlers } from "./handlers-deal.ts";
import { registrationHandlers, registrationScenarios } from "./handlers-registration.ts";
import { deliveryHandlers, deliveryScenarios } from "./handlers-delivery.ts";
import { searchHandlers, searchScenarios } from "./handlers-search.ts";
import { problem, query, readJson, serverError, withLatency } from "./http-helpers.ts";
import { addOrderItem } from "./mock-state.ts";
import { companies, companyRecord, IMAGE_PATH, translateValue, type FixtureArticle } from "./fixtures.ts";
import { productPicture } from "./pictures.ts";
import { articlePriceList, promotionRefusal } from "./promotions.ts";

export { mockState, persistMockState, resetMockState } from "./mock-state.ts";
export { CONFIGURATOR_ENDPOINTS, priceAnswersDelayed, SLOW_PRICE_MS } from "./handlers-configurator.ts";
export { BROWSE_ENDPOINTS, SLOW_ARTICLES_MS } from "./handlers-browse.ts";

const API = "*/_hcms/api/objects";
export const ENDPOINTS = {
  articles: `${API}/articles/getArticlesById`,
  priceList: `${API}/price-lists/get`,
  company: `${API}/company/get`,
  orderItem: `${API}/order-items/post`,
} as const;

/** How long pricesSlow keeps each price list back. */
export const SLOW_PRICE_LIST_MS = 1500;

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`);

// ---------------------------------------------------------------------------------------------
// Resolvers, one per endpoint.

const CHECK_BY = ["hs_object_id", "artnr"] as const;

/** The article record with only the requested properties, in the requested language. */
function articleRecord(article: FixtureArticle, properties: string[], language: string) {
  const picked = Object.fromEntries(properties.map((name) => [name, translateValue(article.properties[name] ?? null, language)]));
  return { id: article.id, archived: false, createdAt: article.createdAt, updatedAt: article.updatedAt, properties: picked };
}

const findByArtnr = (artnr: string) => allArticles().find((a) => a.properties.artnr === artnr);

/** POST articles/getArticlesById?language&checkBy: the records of the known ids, unknown ones left out. */
const getArticles: HttpResponseResolver = async ({ request }) => {
  const checkBy = query(request, "checkBy") ?? "hs_object_id";
  if (!(CHECK_BY as readonly string[]).includes(checkBy)) return problem(400, `checkBy must be one of ${CHECK_BY.join(", ")}`);
  const body = v.safeParse(ArticlesByIdBodySchema, await readJson(request));
  if (!body.success) return problem(400, "Invalid body", issuesOf(body.issues));
  const language = query(request, "language") ?? "de";
  const find = checkBy === "artnr" ? findByArtnr : findArticle;
  const found = body.output.ids.map(find).filter((a): a is FixtureArticle => a !== undefined);
  return HttpResponse.json(found.map((a) => articleRecord(a, body.output.properties, language)));
};

/** GET price-lists/get?articleId&companyId&geoLocation: a promoted article's with its promotion (promotions.ts). */
const getPriceList: HttpResponseResolver = ({ request }) => {
  const article = findArticle(query(request, "articleId"));
  if (!article) return problem(404, `Unknown article ${query(request, "articleId")}`);
  return HttpResponse.json(articlePriceList(article, query(request, "companyId"), query(request, "geoLocation") ?? "de"));
};

/** GET company/get?companyId. */
const getCompany: HttpResponseResolver = ({ request }) => {
  const id = query(request, "companyId");
  if (!id) return problem(400, "companyId is required");
  const company = companies.get(id);
  return company ? HttpResponse.json(companyRecord(company)) : problem(404, `Unknown company ${id}`);
};

/**
 * POST order-items/post: validates the line, adds it to the session's cart, answers 204. A configured
 * line must be one the shop can make and price (400 with the price endpoints' code otherwise); a
 * promoted article's amount in the session may not pass its maximum (409 promotion_max).
 */
const postOrderItem: HttpResponseResolver = async ({ request }) => {
  const body = v.safeParse(OrderItemBodySchema, await readJson(request));
  if (!body.success) return problem(400, "Invalid order item", issuesOf(body.issues));
  const { configuration, companyId } = body.output;
  const quote = configuration && quoteConfiguration(configuration, { companyId, geoLocation: "de" });
  if (quote && !quote.ok) return HttpResponse.json({ status: 400, ...quote.refusal }, { status: 400 });
  const { sessionid, article_id, menge } = body.output;
  const refusal = configuration ? null : promotionRefusal(article_id, sessionAmountOf(sessionid, article_id) + menge);
  if (refusal) return HttpResponse.json(refusal, { status: 409 });
  addOrderItem(body.output);
  return new HttpResponse(null, { status: 204 });
};

/** GET /demo-images/<id>-<n>.svg: the article's picture n, as the CRM's image host would serve it. */
const getImage: HttpResponseResolver = ({ request }) => {
  const match = /\/(\d+)-(\d+)\.svg$/.exec(new URL(request.url).pathname);
  const article = findArticle(match?.[1]);
  // The data block may list pictures the CRM record does not (article 1010).
  const count = article?.product.images?.length ?? 0;
  const n = Number(match?.[2]);
  if (!article || n < 1 || n > count) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(productPicture(article, n), { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" } });
};

// ---------------------------------------------------------------------------------------------
// Public handler sets.

export interface HandlerOptions {
  /** Delay of every API answer in ms (pictures are not delayed); default 0. */
  latencyMs?: number;
}

/** The default handlers over the fixtures. */
export function createHandlers(options: HandlerOptions = {}): RequestHandler[] {
  const latency = options.latencyMs ?? 0;
  return [
    http.post(ENDPOINTS.articles, withLatency(latency, getArticles)),
    http.get(ENDPOINTS.priceList, withLatency(latency, getPriceList)),
    http.get(ENDPOINTS.company, withLatency(latency, getCompany)),
    http.post(ENDPOINTS.orderItem, withLatency(latency, postOrderItem)),
    ...cartHandlers(latency),
    ...searchHandlers(latency),
    ...contactHandlers(latency),
    ...contactFormHandlers(latency),
    ...paymentHandlers(latency),
    ...dealHandlers(latency),
    ...configuratorHandlers(latency),
    ...browseHandlers(latency),
    ...registrationHandlers(latency),
    ...deliveryHandlers(latency),
    http.get(`*${IMAGE_PATH}:file`, getImage),
  ];
}

/** Named override sets for tests and the demo (`?scenario=name`): use them on top of createHandlers(). */
export const scenarios = {
  /** The price list has no scale entries. */
  priceListEmpty: [http.get(ENDPOINTS.priceList, () => HttpResponse.json({ itemInUnit: 1, scaled_price: [] }))],
  /** The CRM does not know the article: an empty list. */
  articleMissing: [http.post(ENDPOINTS.articles, () => HttpResponse.json([]))],
  /** The price list answers in a shape the schema rejects. */
  schemaBroken: [http.get(ENDPOINTS.priceList, () => HttpResponse.json({ itemInUnit: "many", scaled_price: { quantity: 1 } }))],
  /** Every API call answers 500. */
  serverError: [http.all(`${API}/*`, serverError)],
  /** Every API call fails at the network level. */
  networkDown: [http.all(`${API}/*`, () => HttpResponse.error())],
  /** Adding to the cart answers 500. */
  addToCartFails: [http.post(ENDPOINTS.orderItem, serverError)],
  /** The contact's company list answers 500 (the company switcher's default error). */
  companiesServerError: [http.get("*/_hcms/api/ansprechpartner/companies", serverError)],
  /** Every card payment and PayPal capture is declined. */
  paymentDeclined: paymentScenarios.declined,
  /** The payment functions answer 500. */
  paymentServerError: paymentScenarios.serverError,
  /** Creating an order or offer answers 500. */
  dealServerError: [http.post(DEAL_ENDPOINTS.create, serverError)],
  /** Creating an order or offer fails at the network level. */
  dealNetworkDown: [http.post(DEAL_ENDPOINTS.create, () => HttpResponse.error())],
  /** The configurators' prices (box-price, ppt-price) answer 500. */
  configPriceFails: configuratorScenarios.priceFails,
  /** The configurators' prices answer after SLOW_PRICE_MS (2500 ms). */
  configPriceSlow: configuratorScenarios.priceSlow,
  /** The configurators' catalogue (box-categories, boxes, materials, ppt-price/formats) answers 500. */
  configCatalogueFails: configuratorScenarios.catalogueFails,
  /** boxes answers a shape its schema rejects. */
  configCatalogueBroken: configuratorScenarios.catalogueBroken,
  /** site-search answers 500. */
  searchFails: searchScenarios.fails,
  /** site-search answers one hit with a javascript: link among the good ones (left out, the console says why). */
  searchBadHit: searchScenarios.badHit,
  /** super-categories, product-categories/get and product-categories/articles answer 500. */
  browseFails: browseScenarios.fails,
  /** The same three answer shapes their schemas reject. */
  browseBroken: browseScenarios.broken,
  /** product-categories/articles answers after SLOW_ARTICLES_MS (2000 ms). */
  articlesSlow: browseScenarios.articlesSlow,
  /** Every price-lists/get answers after SLOW_PRICE_LIST_MS (1500 ms): a list stays usable while its prices arrive. */
  pricesSlow: [http.get(ENDPOINTS.priceList, withLatency(SLOW_PRICE_LIST_MS, getPriceList))],
  /** related-articles/get answers 500. */
  relatedFails: browseScenarios.relatedFails,
  /** related-articles/get answers a shape its schema rejects. */
  relatedBroken: browseScenarios.relatedBroken,
  /** product-categories/promotions answers 500. */
  promotionsFails: browseScenarios.promotionsFails,
  /** product-categories/promotions answers a shape its schema rejects. */
  promotionsBroken: browseScenarios.promotionsBroken,
  /** POST contact answers 500. */
  contactFails: contactFormScenarios.fails,
  /** POST contact answers 201 with a body its schema rejects. */
  contactBroken: contactFormScenarios.broken,
  /** POST contact answers 429 too_many_requests (retry after 600 s). */
  contactBusy: contactFormScenarios.busy,
  /** ansprechpartner/register answers 500. */
  registrationFails: registrationScenarios.fails,
  /** ansprechpartner/register answers 201 with a body its schema rejects. */
  registrationBroken: registrationScenarios.broken,
  /** ansprechpartner/register answers 429 too_many_requests (retryAfterSeconds 300). */
  registrationBusy: registrationScenarios.busy,
  /** delivery (shipment tracking) answers 500. */
  deliveryFails: deliveryScenarios.fails,
  /** delivery answers a shape its schema rejects. */
  deliveryBroken: deliveryScenarios.broken,
  /** delivery answers 429 too_many_requests (retry after 120 s). */
  deliveryBusy: deliveryScenarios.busy,
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;

export const isScenario = (name: string | null): name is ScenarioName => name !== null && Object.hasOwn(scenarios, name);
