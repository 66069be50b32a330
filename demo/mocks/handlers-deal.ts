// The fake CRM's deals: orders and offer requests made by POST deal (idempotent per requestId), read
// back by GET deal/get, the forwarder's freight cost added by POST update-deal-with-freight-cost, and
// another payment method recorded by POST deal/payment-method while the order is unpaid.
// It enforces what a real backend must enforce again: direct orders only to the direct-order
// countries and without bulky goods. The contract is core/api/deal.ts and docs/api.md.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import {
  CreateDealBodySchema,
  DealPaymentMethodBodySchema,
  FreightCostBodySchema,
  type CreateDealBody,
} from "../../core/api/request-schemas.ts";
import { canOrderDirectlyTo } from "../../core/order/rules.ts";
import { problem, query, readJson, withLatency } from "./http-helpers.ts";
import { mockState, saveMockState, type StoredDeal } from "./mock-state.ts";

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

/** Why the CRM refuses the body, or null: unknown lines, and orders it may only take as offers. */
function refusal(
  body: CreateDealBody,
  items: Map<string, { sperrgut_artikel: boolean }>,
): { status: number; code: string; message: string } | null {
  const unknown = body.products.find((line) => !items.has(line.orderItemId));
  if (unknown)
    return { status: 422, code: "unknown_order_item", message: `Order item ${unknown.orderItemId} is not in this session's cart` };
  if (body.type === "quotation" && !body.ansprechpartner_id)
    return { status: 422, code: "contact_required", message: "A quotation needs ansprechpartner_id" };
  if (body.type !== "order") return null;
  if (!body.paymentMethod) return { status: 422, code: "payment_required", message: "An order needs a payment method" };
  if (!canOrderDirectlyTo(body.delivery.address_country))
    return { status: 422, code: "offer_only", message: "No direct orders to this country" };
  if (body.products.some((line) => items.get(line.orderItemId)!.sperrgut_artikel))
    return { status: 422, code: "offer_only", message: "Bulky goods only on request" };
  return null;
}

/** POST deal: creates the deal once per requestId; the same requestId answers the same deal. */
export const resolveCreateDeal: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(CreateDealBodySchema, await readJson(request));
  if (!parsed.success) return problem(400, "Invalid deal", issuesOf(parsed.issues));
  const body = parsed.output;
  const existing = [...mockState.deals.values()].find((d) => d.requestId === body.requestId);
  if (existing) return HttpResponse.json({ dealId: existing.dealId, number: existing.number });

  const items = new Map((mockState.cart.get(body.sessionid) ?? []).map((item) => [item.id, item]));
  const refused = refusal(body, items);
  if (refused)
    return HttpResponse.json({ status: refused.status, code: refused.code, message: refused.message }, { status: refused.status });

  const dealId = String(9_000_000 + mockState.deals.size + 1);
  const lines = body.products.map((line) => {
    const item = items.get(line.orderItemId)!;
    return { orderItemId: line.orderItemId, artikel: item.artikel, artikel_nummer: item.artikel_nummer, einheit: item.einheit };
  });
  const deal: StoredDeal = { ...body, dealId, number: nextNumber(body.type), createdate: new Date().toISOString(), freightCost: 0, lines };
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
