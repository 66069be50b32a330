// The fake cart: the session's order items (kept in mockState by order-items/post), changed and
// removed by id, priced with the fixture price lists (a configured box or mat by the configurators'
// price rule); plus VAT option, shipping fee and packaging cost by the functions' rules over the demo's
// values (fixtures-order-costs.ts). The contract is core/api/cart.ts and docs/api.md.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import type { Configuration } from "../../core/api/configuration.ts";
import { DeleteOrderItemBodySchema, UpdateOrderItemBodySchema } from "../../core/api/request-schemas.ts";
import type { PriceList } from "../../core/api/schemas.ts";
import { type Customer, quoteConfiguration } from "./configurator-quotes.ts";
import { configuredOrderRules } from "../../hubspot/functions/shop/configurator-quotes.ts";
import { boxTypes } from "./fixtures-configurator.ts";
import { findArticle } from "./catalogue.ts";
import { articlePriceList, promotionRefusal } from "./promotions.ts";
import { problem, query, readJson, withLatency } from "./http-helpers.ts";
import { mockState, saveMockState, type StoredOrderItem } from "./mock-state.ts";
import { packagingCostFor, shippingFeeAnswer, vatFor } from "../../hubspot/functions/shop/order-costs.ts";
import { PACKAGING_COSTS, SHIPPING_FEES, VAT_TABLE } from "./fixtures-order-costs.ts";

const API = "*/_hcms/api";

/** GET objects/order-items/get?sessionid&companyId&geoLocation&language. */
const getCart: HttpResponseResolver = ({ request }) => {
  const sessionid = query(request, "sessionid");
  if (!sessionid) return problem(400, "sessionid is required");
  const customer = { companyId: query(request, "companyId"), geoLocation: query(request, "geoLocation") ?? "de" };
  return HttpResponse.json({ items: (mockState.cart.get(sessionid) ?? []).map((line) => cartLine(line, customer)) });
};

/** A cart line as order-items/get answers it, priced for the customer (POST deal prices the order with it too). */
export function cartLine(line: StoredOrderItem, customer: Customer) {
  const common = {
    id: line.id,
    article_id: line.article_id,
    artikel: line.artikel,
    artikel_nummer: line.artikel_nummer,
    article_slug: line.article_slug,
    image_url: line.image_url,
    einheit: line.einheit,
    menge: line.menge,
    sperrgut_artikel: line.sperrgut_artikel,
    restant: line.restant === "true",
  };
  const posted = { itemInUnit: 1, scaled_price: [{ quantity: 1, price: line.preis }] };
  if (line.configuration) return { ...common, ...configuredLine(line.configuration, line.configuration_query ?? "", customer, posted) };
  const article = findArticle(line.article_id);
  return {
    ...common,
    kleinste_bestelleinheit: Number(article?.product.kleinste_bestelleinheit) || 1,
    requested_delivery_amount: Number(article?.product.requested_delivery_amount) || null,
    priceList: article ? articlePriceList(article, customer.companyId, customer.geoLocation) : posted,
  };
}

/**
 * A configured line's rules and price: the price list by the price rule for its configuration, the
 * company and the country; a box type's smallest order unit and request threshold; its query for the
 * "edit" link. The posted unit price stands in only if the configuration no longer prices.
 */
function configuredLine(configuration: Configuration, configuration_query: string, customer: Customer, posted: PriceList) {
  const quote = quoteConfiguration(configuration, customer);
  return {
    ...configuredOrderRules(configuration, boxTypes),
    priceList: quote.ok ? quote.priceList : posted,
    configuration_query,
  };
}

/** The pieces of an article the session's cart holds, over all its lines (a promotion's maximum counts them all). */
export function sessionAmountOf(sessionid: string, articleId: string): number {
  const lines = mockState.cart.get(sessionid) ?? [];
  return lines.filter((line) => line.article_id === articleId && !line.configuration).reduce((sum, line) => sum + line.menge, 0);
}

/** Runs `change` on the session's line with the body's id; 404 when there is none; a response `change` returns refuses. */
function changeLine<S extends v.GenericSchema<unknown, { sessionid: string; id: string }>>(
  schema: S,
  change: (lines: NonNullable<ReturnType<typeof mockState.cart.get>>, index: number, body: v.InferOutput<S>) => Response | undefined,
): HttpResponseResolver {
  return async ({ request }) => {
    const body = v.safeParse(schema, await readJson(request));
    if (!body.success) return problem(400, "Invalid body");
    const lines = mockState.cart.get(body.output.sessionid) ?? [];
    const index = lines.findIndex((line) => line.id === body.output.id);
    if (index < 0) return problem(404, `No order item ${body.output.id} in this session`);
    const refused = change(lines, index, body.output);
    if (refused) return refused;
    saveMockState();
    return new HttpResponse(null, { status: 204 });
  };
}

/** A promoted article's amount over all the session's lines may not pass its maximum (409 promotion_max). */
const updateLine = changeLine(UpdateOrderItemBodySchema, (lines, index, body) => {
  const line = lines[index]!;
  const others = sessionAmountOf(body.sessionid, line.article_id) - (line.configuration ? 0 : line.menge);
  const refusal = line.configuration ? null : promotionRefusal(line.article_id, others + body.menge);
  if (refusal) return HttpResponse.json(refusal, { status: 409 });
  lines[index] = { ...line, menge: body.menge };
  return undefined;
});

const deleteLine = changeLine(DeleteOrderItemBodySchema, (lines, index) => {
  lines.splice(index, 1);
  return undefined;
});

/** GET vat?country: the delivery country's VAT; without a country, Germany's. */
const getVat: HttpResponseResolver = ({ request }) => HttpResponse.json({ vat: vatFor(VAT_TABLE, query(request, "country") ?? "de") });

const getShippingFee: HttpResponseResolver = ({ request }) => {
  const order = {
    country: query(request, "country") ?? "de",
    deliveryType: query(request, "deliveryType") ?? "",
    net: Number(query(request, "net")) || 0,
  };
  return HttpResponse.json(shippingFeeAnswer(SHIPPING_FEES, order));
};

const getPackagingCost: HttpResponseResolver = ({ request }) =>
  HttpResponse.json({ packagingCost: packagingCostFor(PACKAGING_COSTS, query(request, "deliveryType") ?? "") });

export function cartHandlers(latency: number): RequestHandler[] {
  return [
    http.get(`${API}/objects/order-items/get`, withLatency(latency, getCart)),
    http.post(`${API}/objects/order-items/update`, withLatency(latency, updateLine)),
    http.post(`${API}/objects/order-items/delete`, withLatency(latency, deleteLine)),
    http.get(`${API}/vat`, withLatency(latency, getVat)),
    http.get(`${API}/shippingFee`, withLatency(latency, getShippingFee)),
    http.get(`${API}/packaging-cost`, withLatency(latency, getPackagingCost)),
  ];
}
