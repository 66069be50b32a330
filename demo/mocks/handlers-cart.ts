// The fake cart: the session's order items (kept in mockState by order-items/post), changed and
// removed by id, priced with the fixture price lists (a configured box or mat by the configurators'
// price rule); plus VAT option, shipping fee and packaging cost. The contract is core/api/cart.ts and
// docs/api.md.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import type { Configuration } from "../../core/api/configuration.ts";
import { DeleteOrderItemBodySchema, UpdateOrderItemBodySchema } from "../../core/api/request-schemas.ts";
import type { PriceList } from "../../core/api/schemas.ts";
import { type Customer, quoteConfiguration } from "./configurator-quotes.ts";
import { findBoxType } from "./fixtures-configurator.ts";
import { findArticle } from "./catalogue.ts";
import { articlePriceList, promotionRefusal } from "./promotions.ts";
import { problem, query, readJson, withLatency } from "./http-helpers.ts";
import { mockState, saveMockState } from "./mock-state.ts";

const API = "*/_hcms/api";

/**
 * The VAT a German shop charges on delivery to a country, in percent: the country's standard rate
 * inside the EU (Monaco belongs to the French VAT area), none on an export outside it (Switzerland,
 * the United Kingdom, …). Demo data, standard rates as of 2025; a real shop's API knows its rules.
 */
const VAT_BY_COUNTRY: Readonly<Record<string, number>> = {
  at: 20,
  be: 21,
  bg: 20,
  cy: 19,
  cz: 21,
  de: 19,
  dk: 25,
  ee: 24,
  es: 21,
  fi: 25.5,
  fr: 20,
  gr: 24,
  hr: 25,
  hu: 27,
  ie: 23,
  it: 22,
  lt: 21,
  lu: 17,
  lv: 21,
  mc: 20,
  mt: 18,
  nl: 21,
  pl: 23,
  pt: 23,
  ro: 21,
  se: 25,
  si: 22,
  sk: 23,
};
const EXPORT_VAT = 0;
/** Net fees in EUR: parcel and forwarder, inland and abroad. */
const SHIPPING = { parcel: { de: 5.9, abroad: 12.9 }, freeParcelFromNet: 250, forwarder: 89 };
const PACKAGING = { parcel: 2.5, forwarder: 15 };

/** GET objects/order-items/get?sessionid&companyId&geoLocation&language. */
const getCart: HttpResponseResolver = ({ request }) => {
  const sessionid = query(request, "sessionid");
  if (!sessionid) return problem(400, "sessionid is required");
  const companyId = query(request, "companyId");
  const geo = query(request, "geoLocation") ?? "de";
  const items = (mockState.cart.get(sessionid) ?? []).map((line) => {
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
    if (line.configuration)
      return { ...common, ...configuredLine(line.configuration, line.configuration_query ?? "", { companyId, geoLocation: geo }, posted) };
    const article = findArticle(line.article_id);
    return {
      ...common,
      kleinste_bestelleinheit: Number(article?.product.kleinste_bestelleinheit) || 1,
      requested_delivery_amount: Number(article?.product.requested_delivery_amount) || null,
      priceList: article ? articlePriceList(article, companyId, geo) : posted,
    };
  });
  return HttpResponse.json({ items });
};

/**
 * A configured line's rules and price: the price list by the price rule for its configuration, the
 * company and the country; a box type's smallest order unit and request threshold; its query for the
 * "edit" link. The posted unit price stands in only if the configuration no longer prices.
 */
function configuredLine(configuration: Configuration, configuration_query: string, customer: Customer, posted: PriceList) {
  const quote = quoteConfiguration(configuration, customer);
  const type = configuration.kind === "box" ? findBoxType(configuration.boxId) : undefined;
  return {
    kleinste_bestelleinheit: type?.smallestOrderUnit ?? 1,
    requested_delivery_amount: type?.requestFromAmount ?? null,
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
const getVat: HttpResponseResolver = ({ request }) =>
  HttpResponse.json({ vat: VAT_BY_COUNTRY[query(request, "country") ?? "de"] ?? EXPORT_VAT });

const getShippingFee: HttpResponseResolver = ({ request }) => {
  const country = query(request, "country") ?? "de";
  if (query(request, "deliveryType") === "freight-forwarder") return HttpResponse.json({ shippingFee: SHIPPING.forwarder });
  if (Number(query(request, "net")) >= SHIPPING.freeParcelFromNet) return HttpResponse.json({ shippingFee: 0 });
  return HttpResponse.json({ shippingFee: country === "de" ? SHIPPING.parcel.de : SHIPPING.parcel.abroad });
};

const getPackagingCost: HttpResponseResolver = ({ request }) =>
  HttpResponse.json({ packagingCost: query(request, "deliveryType") === "freight-forwarder" ? PACKAGING.forwarder : PACKAGING.parcel });

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
