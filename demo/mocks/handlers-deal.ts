// The fake CRM's deals: orders and offer requests made by POST deal (idempotent per requestId), read
// back by GET deal/get, the forwarder's freight cost added by POST update-deal-with-freight-cost, and
// another payment method recorded by POST deal/payment-method while the order is unpaid.
// It enforces what a real backend must enforce again, with the functions' own checks
// (hubspot/functions/shop/deal-checks.ts): the session's lines, direct orders only where and of what
// section 6 allows, and the total as the shop prices the cart (docs/decisions/deal-total.md). The
// contract is core/api/deal.ts and docs/api.md.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import {
  CreateDealBodySchema,
  DealPaymentMethodBodySchema,
  FreightCostBodySchema,
  type CreateDealBody,
} from "../../core/api/request-schemas.ts";
import { toDecimal } from "../../core/api/deal.ts";
import { dealFigures } from "../../core/order/deal-body.ts";
import { toCents } from "../../core/pricing/scale.ts";
import {
  type CartLineFacts,
  type DealRefusal,
  dealCountry,
  dealRefusal,
  dealTotals,
  lineCents,
  totalRefusal,
} from "../../hubspot/functions/shop/deal-checks.ts";
import { findArticle } from "./catalogue.ts";
import { companies } from "./fixtures.ts";
import { PACKAGING_COSTS, SHIPPING_FEES, VAT_TABLE } from "./fixtures-order-costs.ts";
import { cartLine } from "./handlers-cart.ts";
import { problem, query, readJson, withLatency } from "./http-helpers.ts";
import { mockState, saveMockState, type StoredDeal, type StoredOrderItem } from "./mock-state.ts";

const API = "*/_hcms/api";

export const DEAL_ENDPOINTS = {
  create: `${API}/deal`,
  get: `${API}/deal/get`,
  freight: `${API}/update-deal-with-freight-cost`,
  paymentMethod: `${API}/deal/payment-method`,
} as const;

/** Whether a deal has been paid; the payment fake (handlers-payment.ts) tells. */
let paidCheck: (dealId: string) => boolean = () => false;
export function usePaidCheck(check: (dealId: string) => boolean): void {
  paidCheck = check;
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`);

/** The next number of its kind this year: AB-2026-00001 for orders, AN-… for offers. */
function nextNumber(type: CreateDealBody["type"]): string {
  const prefix = type === "order" ? "AB" : "AN";
  const count = [...mockState.deals.values()].filter((d) => (d.type === "order") === (type === "order")).length + 1;
  return `${prefix}-${new Date().getFullYear()}-${String(count).padStart(5, "0")}`;
}

const refused = (refusal: DealRefusal) => {
  const { code, message, ...extra } = refusal;
  return HttpResponse.json({ status: 422, code, message, ...extra }, { status: 422 });
};

/** What the order rules know of a cart line: bulky when posted so or the catalogue says so. */
function lineFacts(item: StoredOrderItem, line: ReturnType<typeof cartLine>): CartLineFacts {
  const catalogueBulky = !item.configuration && findArticle(item.article_id)?.product.sperrgut_artikel === "true";
  return {
    articleId: item.article_id,
    bulky: item.sperrgut_artikel || catalogueBulky,
    requestThreshold: line.requested_delivery_amount ?? undefined,
  };
}

/** The body as the shop prices it: its lines at the body's amounts from the cart's own price lists, the totals; or the refusal. */
function pricedDeal(body: CreateDealBody): { products: CreateDealBody["products"]; figures: Partial<CreateDealBody> } | DealRefusal {
  const customer = { companyId: body.companyId, geoLocation: dealCountry(body) };
  const items = new Map((mockState.cart.get(body.sessionid) ?? []).map((item) => [item.id, item]));
  const lines = new Map([...items.values()].map((item) => [item.id, cartLine(item, customer)]));
  const facts = new Map([...items].map(([id, item]) => [id, lineFacts(item, lines.get(id)!)]));
  const refusal = dealRefusal(body, facts);
  if (refusal) return refusal;
  const products = body.products.map((product) => {
    const { unitCents, netCents } = lineCents(lines.get(product.orderItemId)!.priceList.scaled_price, product.amount);
    return { ...product, nettoPrice: toDecimal(unitCents), price: toDecimal(netCents) };
  });
  const costs = { vat: VAT_TABLE, shipping: SHIPPING_FEES, packaging: PACKAGING_COSTS };
  const taxStatus = companies.get(body.companyId ?? "")?.ust;
  const totals = dealTotals(
    body,
    products.map((p) => toCents(p.price)),
    taxStatus,
    costs,
  );
  const wrongTotal = totalRefusal(body, totals);
  if (wrongTotal) return wrongTotal;
  return { products, figures: dealFigures(totals) };
}

/** POST deal: creates the deal once per requestId; the same requestId answers the same deal. */
export const resolveCreateDeal: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(CreateDealBodySchema, await readJson(request));
  if (!parsed.success) return problem(400, "Invalid deal", issuesOf(parsed.issues));
  const body = parsed.output;
  const existing = [...mockState.deals.values()].find((d) => d.requestId === body.requestId);
  if (existing) return HttpResponse.json({ dealId: existing.dealId, number: existing.number });

  const priced = pricedDeal(body);
  if ("code" in priced) return refused(priced);

  const items = new Map((mockState.cart.get(body.sessionid) ?? []).map((item) => [item.id, item]));
  const dealId = String(9_000_000 + mockState.deals.size + 1);
  const lines = body.products.map((line) => {
    const item = items.get(line.orderItemId)!;
    return { orderItemId: line.orderItemId, artikel: item.artikel, artikel_nummer: item.artikel_nummer, einheit: item.einheit };
  });
  const deal: StoredDeal = {
    ...body,
    ...priced.figures,
    products: priced.products,
    dealId,
    number: nextNumber(body.type),
    createdate: new Date().toISOString(),
    freightCost: 0,
    lines,
  };
  mockState.deals.set(dealId, deal);
  saveMockState();
  return HttpResponse.json({ dealId, number: deal.number });
};

const toAddress = (address: CreateDealBody["invoice"]) => ({ ...address });

/** GET deal/get?dealId: the deal as the thank-you page shows it. */
const getDeal: HttpResponseResolver = ({ request }) => {
  const deal = mockState.deals.get(query(request, "dealId") ?? "");
  if (!deal) return problem(404, `Unknown deal ${query(request, "dealId")}`);
  return HttpResponse.json({
    dealId: deal.dealId,
    number: deal.number,
    type: deal.type,
    createdate: deal.createdate,
    deliveryType: deal.deliveryType,
    paymentMethod: deal.paymentMethod,
    paymentStatus: paidCheck(deal.dealId) ? "paid" : "open",
    lines: deal.products.map((line, i) => ({ ...deal.lines[i]!, ...line })),
    netTotal: deal.netTotal,
    shippingFee: deal.shippingFee,
    packagingCost: deal.packagingCost,
    freightCost: deal.freightCost,
    vatPercent: deal.vatPercent,
    vatTotal: deal.vatTotal,
    calculatedamount: deal.totalPrice,
    invoice: toAddress(deal.invoice),
    delivery: toAddress(deal.delivery),
    note: deal.note,
  });
};

/** POST update-deal-with-freight-cost: 204, or 404 for an unknown deal. */
const updateFreight: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(FreightCostBodySchema, await readJson(request));
  if (!parsed.success) return problem(400, "Invalid body", issuesOf(parsed.issues));
  const deal = mockState.deals.get(parsed.output.dealId);
  if (!deal) return problem(404, `Unknown deal ${parsed.output.dealId}`);
  deal.freightCost = parsed.output.freightCost;
  saveMockState();
  return new HttpResponse(null, { status: 204 });
};

/** POST deal/payment-method: records the method on an unpaid order; 404 unknown, 409 already paid, 422 an offer. */
const changePaymentMethod: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(DealPaymentMethodBodySchema, await readJson(request));
  if (!parsed.success) return problem(400, "Invalid body", issuesOf(parsed.issues));
  const { dealId, paymentMethod } = parsed.output;
  const deal = mockState.deals.get(dealId);
  if (!deal) return problem(404, `Unknown deal ${dealId}`);
  if (deal.type !== "order")
    return HttpResponse.json({ status: 422, code: "not_an_order", message: "An offer request has no payment method" }, { status: 422 });
  if (paidCheck(dealId))
    return HttpResponse.json({ status: 409, code: "already_paid", message: `Deal ${dealId} is paid` }, { status: 409 });
  deal.paymentMethod = paymentMethod;
  saveMockState();
  return HttpResponse.json({ dealId, paymentMethod });
};

export function dealHandlers(latency: number): RequestHandler[] {
  return [
    http.post(DEAL_ENDPOINTS.create, withLatency(latency, resolveCreateDeal)),
    http.get(DEAL_ENDPOINTS.get, withLatency(latency, getDeal)),
    http.post(DEAL_ENDPOINTS.freight, withLatency(latency, updateFreight)),
    http.post(DEAL_ENDPOINTS.paymentMethod, withLatency(latency, changePaymentMethod)),
  ];
}
