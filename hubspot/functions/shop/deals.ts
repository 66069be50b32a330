// Orders and offer requests as HubSpot deals (docs/decisions/hubspot-crm-model.md#deals): made once per
// requestId (the unique `shop_request_id`), read by the deal's id. The deal keeps what was ordered: its
// lines as they were priced (`shop_lines`, so a cart line changed afterwards does not change the order),
// the totals, both addresses; the cart's order items are associated with it for sales to see.
import * as v from "valibot";
import { type Deal, DealSchema, toDecimal } from "../../../core/api/deal.ts";
import type { CreateDealBody, DealAddress } from "../../../core/api/request-schemas.ts";
import { currencyFor } from "../../../core/pricing/money.ts";
import type { OrderTotals } from "../../../core/pricing/totals.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { DEAL_ADDRESS_FIELDS, STANDARD_PROPERTIES } from "../crm/model.ts";
import { type CrmRecord, getRecord } from "../crm/objects.ts";
import { dealCountry } from "./deal-checks.ts";

export const DEAL_TYPE = "deals";
/** The deal's properties the functions read: the shop's, and HubSpot's name and create date. */
export const DEAL_PROPERTIES = [...STANDARD_PROPERTIES.deals.map((p) => p.name), "dealname", "createdate"];

/** `deal-pipeline` (a shop setting): the pipeline and stages new deals get, as the portal names them. */
export const DealPipelineSchema = v.object({
  pipeline: v.pipe(v.string(), v.nonEmpty()),
  /** An order the shopper placed (paid or not). */
  orderStage: v.pipe(v.string(), v.nonEmpty()),
  /** An offer request sales has to answer. */
  offerStage: v.pipe(v.string(), v.nonEmpty()),
});
export type DealPipeline = v.InferOutput<typeof DealPipelineSchema>;

/** One line as the deal keeps it, priced by the shop (decimal money). */
export type OrderedLine = Deal["lines"][number];
const OrderedLinesSchema = v.pipe(v.string(), v.parseJson(), DealSchema.entries.lines);

/**
 * The number the shopper sees: AB for an order, AN for an offer request, the year it was made and the
 * deal's own id. The id rather than a count: HubSpot has no counter to take the next number from
 * without a race, and the id is unique the moment the deal exists.
 */
export function dealNumber(record: CrmRecord): string {
  const prefix = record.properties.shop_deal_type === "order" ? "AB" : "AN";
  const made = record.properties.createdate || record.createdAt;
  return `${prefix}-${made.slice(0, 4)}-${record.id}`;
}

/** The deal made for this requestId, if any. */
export const dealOfRequest = (crm: Crm, requestId: string) => getRecord(crm, DEAL_TYPE, requestId, DEAL_PROPERTIES, "shop_request_id");

/** The shop's deal with this id; undefined for an unknown id and for a deal the shop did not make. */
export async function readShopDeal(crm: Crm, dealId: string): Promise<CrmRecord | undefined> {
  if (!/^\d+$/.test(dealId)) return undefined;
  const record = await getRecord(crm, DEAL_TYPE, dealId, DEAL_PROPERTIES);
  return record?.properties.shop_request_id ? record : undefined;
}

/** The deal's id, or the contract's 404. */
export async function shopDealOr404(crm: Crm, dealId: string): Promise<CrmRecord> {
  const record = await readShopDeal(crm, dealId);
  if (!record) throw new Refusal(404, "not_found", `Unknown deal ${dealId}`);
  return record;
}

const money = (cents: number) => String(toDecimal(cents));

const addressProperties = (variant: "invoice" | "delivery", address: DealAddress) =>
  Object.fromEntries(DEAL_ADDRESS_FIELDS.map((field) => [`${variant}_${field}`, address[field]]));

/** A new deal's properties: the body's order as the shop priced it (`lines`, `totals`), in the pipeline's stage for its type. */
export function newDealProperties(body: CreateDealBody, lines: OrderedLine[], totals: OrderTotals, pipeline: DealPipeline) {
  return {
    // Replaced by the deal's number once its lines are associated (finishDeal).
    dealname: `${body.type === "order" ? "AB" : "AN"} ${body.requestId}`,
    pipeline: pipeline.pipeline,
    dealstage: body.type === "order" ? pipeline.orderStage : pipeline.offerStage,
    amount: money(totals.grossCents),
    shop_request_id: body.requestId,
    sessionid: body.sessionid,
    calculatedamount: money(totals.grossCents),
    note: body.note,
    ansprechpartner_id: body.ansprechpartner_id ?? "",
    ...addressProperties("invoice", body.invoice),
    ...addressProperties("delivery", body.delivery),
    shop_deal_type: body.type,
    shop_language: body.language,
    shop_company_id: body.companyId ?? "",
    shop_customer_type: body.customerType,
    shop_vat_id: body.vatId,
    shop_currency: currencyFor(dealCountry(body)),
    shop_delivery_type: body.deliveryType,
    shop_payment_method: body.type === "order" ? (body.paymentMethod ?? "") : "",
    shop_payment_status: "open",
    shop_net_total: money(totals.netCents),
    shop_shipping_fee: money(totals.shippingCents),
    shop_packaging_cost: money(totals.packagingCents),
    shop_vat_percent: String(totals.vatPercent),
    shop_vat_total: money(totals.vatCents),
    shop_lines: JSON.stringify(lines),
  };
}

/** The lines the deal keeps; a value that is not lines is the CRM's data failing (502). */
export function orderedLines(record: CrmRecord): OrderedLine[] {
  const parsed = v.safeParse(OrderedLinesSchema, record.properties.shop_lines ?? "");
  if (parsed.success) return parsed.output;
  console.error(`[shop-functions] deal ${record.id}: shop_lines is not the deal's lines`);
  throw new Refusal(502, "bad_data", "The shop's data could not be read");
}

const addressOf = (record: CrmRecord, variant: "invoice" | "delivery") =>
  Object.fromEntries(DEAL_ADDRESS_FIELDS.map((field) => [field, record.properties[`${variant}_${field}`] ?? ""]));

/** The deal as deal/get answers it (the thank-you page). */
export function dealAnswer(record: CrmRecord) {
  const p = record.properties;
  const amount = (name: string) => Number(p[name] ?? 0);
  return {
    dealId: record.id,
    number: dealNumber(record),
    type: p.shop_deal_type,
    createdate: p.createdate || record.createdAt,
    deliveryType: p.shop_delivery_type,
    paymentMethod: p.shop_payment_method || null,
    paymentStatus: p.shop_payment_status === "paid" ? "paid" : "open",
    lines: orderedLines(record),
    netTotal: amount("shop_net_total"),
    shippingFee: amount("shop_shipping_fee"),
    packagingCost: amount("shop_packaging_cost"),
    freightCost: amount("shop_freight_cost"),
    vatPercent: amount("shop_vat_percent"),
    vatTotal: amount("shop_vat_total"),
    calculatedamount: amount("calculatedamount"),
    invoice: addressOf(record, "invoice"),
    delivery: addressOf(record, "delivery"),
    note: p.note ?? "",
  };
}
