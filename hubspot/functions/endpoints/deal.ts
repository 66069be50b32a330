// Orders and offer requests (docs/api.md#deal): POST deal makes one HubSpot deal per requestId, priced
// by the shop from the session's cart (shop/deal-order.ts); deal/get reads it back as the thank-you page
// shows it; deal/payment-method records another method on an unpaid order; update-deal-with-freight-cost
// records the forwarder's freight. Every deal is found by its id, or by its unique shop_request_id.
import { CreateDealBodySchema, DealPaymentMethodBodySchema, FreightCostBodySchema } from "../../../core/api/request-schemas.ts";
import { json, noContent, Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { associateAll, type CrmRecord, CrmRecordConflict, createRecord, updateRecord } from "../crm/objects.ts";
import { ORDER_ITEM_TYPE } from "../shop/cart.ts";
import { priceOrder } from "../shop/deal-order.ts";
import {
  DEAL_TYPE,
  DealPipelineSchema,
  dealAnswer,
  dealNumber,
  dealOfRequest,
  newDealProperties,
  orderedLines,
  shopDealOr404,
} from "../shop/deals.ts";
import { ORDER_COST_SETTINGS } from "../shop/order-costs.ts";
import { readSettings } from "../shop/settings.ts";
import { defineFunction } from "../serve.ts";

/**
 * Associates the deal's order items with it and names it by its number, last, so a deal whose name is
 * not yet its number is one whose making stopped half-way: the same requestId finishes it.
 */
async function finishDeal(crm: Crm, deal: CrmRecord): Promise<void> {
  const number = dealNumber(deal);
  if (deal.properties.dealname === number) return;
  const pairs = orderedLines(deal).map((line) => ({ fromId: deal.id, toId: line.orderItemId }));
  await associateAll(crm, DEAL_TYPE, ORDER_ITEM_TYPE, pairs);
  await updateRecord(crm, DEAL_TYPE, deal.id, { dealname: number });
}

const created = (deal: CrmRecord) => json(200, { dealId: deal.id, number: dealNumber(deal) });

const create = defineFunction({
  path: "deal",
  body: CreateDealBodySchema,
  async handle({ body, crm }) {
    const made = await dealOfRequest(crm, body.requestId);
    if (made) {
      await finishDeal(crm, made);
      return created(made);
    }
    const settings = await readSettings(crm, { ...ORDER_COST_SETTINGS, "deal-pipeline": DealPipelineSchema });
    const costs = { vat: settings["vat-by-country"], shipping: settings.shipping, packaging: settings.packaging };
    const order = await priceOrder(crm, body, costs);
    let deal: CrmRecord;
    try {
      deal = await createRecord(crm, DEAL_TYPE, newDealProperties(body, order.lines, order.totals, settings["deal-pipeline"]));
    } catch (error) {
      // The same requestId made it a moment before (a double submit): that deal is the answer; its request finishes it.
      const first = error instanceof CrmRecordConflict ? await dealOfRequest(crm, body.requestId) : undefined;
      if (!first) throw error;
      return created(first);
    }
    await finishDeal(crm, deal);
    return created(deal);
  },
});

const read = defineFunction({
  path: "deal/get",
  async handle({ param, crm }) {
    return json(200, dealAnswer(await shopDealOr404(crm, param("dealId"))));
  },
});

const paymentMethod = defineFunction({
  path: "deal/payment-method",
  body: DealPaymentMethodBodySchema,
  async handle({ body, crm }) {
    const deal = await shopDealOr404(crm, body.dealId);
    if (deal.properties.shop_deal_type !== "order") throw new Refusal(422, "not_an_order", "An offer request has no payment method");
    // The payment functions set shop_payment_status to paid; a paid order keeps the method it was paid by.
    if (deal.properties.shop_payment_status === "paid") throw new Refusal(409, "already_paid", `Deal ${body.dealId} is paid`);
    await updateRecord(crm, DEAL_TYPE, deal.id, { shop_payment_method: body.paymentMethod });
    return json(200, { dealId: deal.id, paymentMethod: body.paymentMethod });
  },
});

const freightCost = defineFunction({
  path: "update-deal-with-freight-cost",
  body: FreightCostBodySchema,
  async handle({ body, crm }) {
    const deal = await shopDealOr404(crm, body.dealId);
    await updateRecord(crm, DEAL_TYPE, deal.id, { shop_freight_cost: String(body.freightCost) });
    return noContent();
  },
});

export const functions = [create, read, paymentMethod, freightCost];
