// The configurators' fake endpoints: the box catalogue (box-categories, boxes), the boards
// (materials), the standard mat formats (ppt-price/formats) over fixtures-configurator.ts, answered as
// the functions answer them (hubspot/functions/shop/configurator-data.ts), and the live prices
// (box-price, ppt-price) by the shop's one quote (configurator-quotes.ts). The contract is
// core/api/configurator.ts and docs/api.md#configurators.
import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { boxTypeAnswer, categoryAnswer, formatAnswer, materialAnswer } from "../../hubspot/functions/shop/configurator-data.ts";
import { type BoxQuery, type Customer, type MatQuery, type Quote, quoteBox, quoteMat, type QuoteRefusal } from "./configurator-quotes.ts";
import { boxCategories, boxTypes, extras, materials, matFormats, PARCEL_LIMIT } from "./fixtures-configurator.ts";
import { query, serverError, withLatency } from "./http-helpers.ts";

const API = "*/_hcms/api";

export const CONFIGURATOR_ENDPOINTS = {
  categories: `${API}/box-categories`,
  boxes: `${API}/boxes`,
  materials: `${API}/materials`,
  formats: `${API}/ppt-price/formats`,
  boxPrice: `${API}/box-price`,
  matPrice: `${API}/ppt-price`,
} as const;

/** An error answer with a code the client can act on: `{ status, code, message, field? }`. */
const refusal = (status: number, body: QuoteRefusal) => HttpResponse.json({ status, ...body }, { status });

const badQuery = (field: string, message: string) => refusal(400, { code: "bad_query", message, field });

/** A whole number of millimetres (or a count) ≥ 1 from the query; null when absent or anything else. */
function whole(request: Request, name: string): number | null {
  const text = query(request, name);
  return text !== null && /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

const customerOf = (request: Request): Customer => ({
  companyId: query(request, "companyId"),
  geoLocation: query(request, "geoLocation") ?? "de",
});

const answer = (quote: Quote) =>
  quote.ok ? HttpResponse.json({ priceList: quote.priceList, weightKg: quote.weightKg }) : refusal(400, quote.refusal);

// ---------------------------------------------------------------------------------------------
// The catalogue.

/** GET box-categories?language. */
const getCategories: HttpResponseResolver = ({ request }) => {
  const language = query(request, "language");
  return HttpResponse.json({ categories: boxCategories.map((c) => categoryAnswer(c, language)) });
};

/** GET boxes?categoryId&language: 400 without a category, 404 for an unknown one. */
const getBoxes: HttpResponseResolver = ({ request }) => {
  const categoryId = query(request, "categoryId");
  if (!categoryId) return badQuery("categoryId", "categoryId is required");
  if (!boxCategories.some((c) => c.id === categoryId))
    return refusal(404, { code: "unknown_category", message: `Unknown box category ${categoryId}`, field: "categoryId" });
  const language = query(request, "language");
  const boxes = boxTypes.filter((t) => t.categoryId === categoryId).map((t) => boxTypeAnswer(t, extras, PARCEL_LIMIT, language));
  return HttpResponse.json({ boxes });
};

/** GET materials?use=box|mat&language. */
const getMaterials: HttpResponseResolver = ({ request }) => {
  const use = query(request, "use");
  if (use !== "box" && use !== "mat") return badQuery("use", "use must be box or mat");
  const language = query(request, "language");
  return HttpResponse.json({ materials: materials.filter((m) => m.uses.includes(use)).map((m) => materialAnswer(m, language)) });
};

/** GET ppt-price/formats?language: smallest first. */
const getFormats: HttpResponseResolver = ({ request }) => {
  const language = query(request, "language");
  return HttpResponse.json({ formats: matFormats.map((f) => formatAnswer(f, language)) });
};

// ---------------------------------------------------------------------------------------------
// The prices.

/** GET box-price?boxId&length&width&height&materialId&extras&companyId&geoLocation. */
const getBoxPrice: HttpResponseResolver = ({ request }) => {
  const boxId = query(request, "boxId");
  const materialId = query(request, "materialId");
  if (!boxId) return badQuery("boxId", "boxId is required");
  if (!materialId) return badQuery("materialId", "materialId is required");
  const length = whole(request, "length");
  const width = whole(request, "width");
  if (length === null) return badQuery("length", "length must be whole millimetres ≥ 1");
  if (width === null) return badQuery("width", "width must be whole millimetres ≥ 1");
  const height = whole(request, "height");
  if (height === null && query(request, "height") !== null) return badQuery("height", "height must be whole millimetres ≥ 1");
  const box: BoxQuery = {
    boxId,
    materialId,
    length,
    width,
    height,
    extras: (query(request, "extras") ?? "").split(",").filter(Boolean),
  };
  return answer(quoteBox(box, customerOf(request)));
};

const MAT_FIELDS = ["width", "height", "windowWidth", "windowHeight", "windows"] as const;

/** GET ppt-price?width&height&windowWidth&windowHeight&windows&materialId&companyId&geoLocation. */
const getMatPrice: HttpResponseResolver = ({ request }) => {
  const materialId = query(request, "materialId");
  if (!materialId) return badQuery("materialId", "materialId is required");
  const mat: Partial<MatQuery> = { materialId };
  for (const field of MAT_FIELDS) {
    const value = whole(request, field);
    if (value === null) return badQuery(field, `${field} must be a whole number ≥ 1`);
    mat[field] = value;
  }
  return answer(quoteMat(mat as MatQuery, customerOf(request)));
};

export function configuratorHandlers(latency: number): RequestHandler[] {
  return [
    http.get(CONFIGURATOR_ENDPOINTS.categories, withLatency(latency, getCategories)),
    http.get(CONFIGURATOR_ENDPOINTS.boxes, withLatency(latency, getBoxes)),
    http.get(CONFIGURATOR_ENDPOINTS.materials, withLatency(latency, getMaterials)),
    http.get(CONFIGURATOR_ENDPOINTS.formats, withLatency(latency, getFormats)),
    http.get(CONFIGURATOR_ENDPOINTS.boxPrice, withLatency(latency, getBoxPrice)),
    http.get(CONFIGURATOR_ENDPOINTS.matPrice, withLatency(latency, getMatPrice)),
  ];
}

// ---------------------------------------------------------------------------------------------
// Scenarios and test helpers.

/** How long the slow price scenario keeps every price answer back. */
export const SLOW_PRICE_MS = 2500;

const CATALOGUE = [
  CONFIGURATOR_ENDPOINTS.categories,
  CONFIGURATOR_ENDPOINTS.boxes,
  CONFIGURATOR_ENDPOINTS.materials,
  CONFIGURATOR_ENDPOINTS.formats,
];

export const configuratorScenarios = {
  /** box-price and ppt-price answer 500. */
  priceFails: [http.get(CONFIGURATOR_ENDPOINTS.boxPrice, serverError), http.get(CONFIGURATOR_ENDPOINTS.matPrice, serverError)],
  /** box-price and ppt-price answer after SLOW_PRICE_MS. */
  priceSlow: [
    http.get(CONFIGURATOR_ENDPOINTS.boxPrice, withLatency(SLOW_PRICE_MS, getBoxPrice)),
    http.get(CONFIGURATOR_ENDPOINTS.matPrice, withLatency(SLOW_PRICE_MS, getMatPrice)),
  ],
  /** box-categories, boxes, materials and ppt-price/formats answer 500. */
  catalogueFails: CATALOGUE.map((path) => http.get(path, serverError)),
  /** boxes answers a shape its schema rejects (an unknown drawing, a range upside down, no rules). */
  catalogueBroken: [
    http.get(CONFIGURATOR_ENDPOINTS.boxes, () =>
      HttpResponse.json({ boxes: [{ id: "11", name: "Stülpdeckelkarton", drawing: "pyramid", length: { min: 900, max: 100 } }] }),
    ),
  ],
} satisfies Record<string, RequestHandler[]>;

/**
 * Price answers that arrive late or early on purpose: the n-th price request (box-price or ppt-price,
 * whatever its query) waits delaysMs[n] before the normal answer; after the list, its last entry
 * repeats. `useHandlers(...priceAnswersDelayed([1500, 0]))` makes the first answer arrive after the
 * second, to test that a late answer never replaces a newer configuration's price.
 */
export function priceAnswersDelayed(delaysMs: readonly number[]): RequestHandler[] {
  let count = 0;
  const delayed =
    (resolver: HttpResponseResolver): HttpResponseResolver =>
    async (info) => {
      const ms = delaysMs[Math.min(count, delaysMs.length - 1)] ?? 0;
      count += 1;
      if (ms > 0) await delay(ms);
      return resolver(info);
    };
  return [http.get(CONFIGURATOR_ENDPOINTS.boxPrice, delayed(getBoxPrice)), http.get(CONFIGURATOR_ENDPOINTS.matPrice, delayed(getMatPrice))];
}
