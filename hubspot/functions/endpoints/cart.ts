// The cart's endpoints (docs/api.md#order-items-post, #cart): add a line priced here from the CRM's
// price list, or a configured box or mat by its quote (the browser's `preis` is never trusted), read
// the session's cart with the price list of each line, change an amount, remove a line. A promoted
// article's maximum counts every line of it.
import {
  DeleteOrderItemBodySchema,
  type OrderItemBody,
  OrderItemBodySchema,
  UpdateOrderItemBodySchema,
} from "../../../core/api/request-schemas.ts";
import type { PriceList } from "../../../core/api/schemas.ts";
import { scaleEntryFor, toScale } from "../../../core/pricing/scale.ts";
import { json, noContent, Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { archiveRecord, type CrmRecord, updateRecord } from "../crm/objects.ts";
import { addCartItem, cartItems, ORDER_ITEM_TYPE, sessionAmountOf } from "../shop/cart.ts";
import { type PricedCartLine, priceCartLines } from "../shop/cart-pricing.ts";
import { configuredItemProperties, configuredPriceList } from "../shop/configured-lines.ts";
import { type Customer, pricedArticles } from "../shop/price-lists.ts";
import { defineFunction } from "../serve.ts";

/** The refusal when a session's amount of a promoted article would pass its maximum (409 promotion_max). */
function checkPromotionMax(list: PriceList, amount: number, unit: string): void {
  const max = list.promotion?.maxQuantity;
  if (!max || amount <= max) return;
  throw new Refusal(409, "promotion_max", `Von diesem Aktionsartikel sind höchstens ${max} ${unit || "Stück"} je Bestellung möglich.`, {
    max,
  });
}

/** The price list a catalogue line is added at; refused for an unknown article or past a promotion's maximum. */
async function catalogueListFor(crm: Crm, body: OrderItemBody, customer: Customer): Promise<PriceList> {
  const priced = (await pricedArticles(crm, [body.article_id], customer)).get(body.article_id);
  if (!priced) throw new Refusal(400, "unknown_article", `Unknown article ${body.article_id}`);
  if (priced.priceList.promotion?.maxQuantity) {
    const inCart = sessionAmountOf(await cartItems(crm, body.sessionid), body.article_id);
    checkPromotionMax(priced.priceList, inCart + body.menge, body.einheit);
  }
  return priced.priceList;
}

const add = defineFunction({
  path: "objects/order-items/post",
  body: OrderItemBodySchema,
  async handle({ body, crm }) {
    // Prices for the company's list in the shop's own currency: the cart is read for a country later.
    const customer = { companyId: body.companyId, geoLocation: "de" };
    const { configuration } = body;
    const list = configuration ? await configuredPriceList(crm, configuration, customer) : await catalogueListFor(crm, body, customer);
    const entry = scaleEntryFor(toScale(list.scaled_price), body.menge);
    await addCartItem(crm, body.sessionid, {
      ...Object.fromEntries(
        (
          [
            "volume",
            "artikel_nummer",
            "article_slug",
            "artikel",
            "sessionid",
            "nettogewicht",
            "einheit",
            "image_url",
            "article_id",
            "description",
            "restant",
          ] as const
        ).map((name) => [name, body[name]]),
      ),
      menge: String(body.menge),
      preis: entry ? (entry.unitCents / 100).toFixed(2) : "",
      company_id: body.companyId ?? "",
      sperrgut_artikel: String(body.sperrgut_artikel),
      ...(configuration ? configuredItemProperties(configuration, body.configuration_query) : {}),
    });
    return noContent();
  },
});

/** A cart line as order-items/get answers it, with its order rules and price list. */
function cartLine(item: CrmRecord, pricing: PricedCartLine["pricing"]) {
  const p = item.properties;
  return {
    id: item.id,
    article_id: p.article_id ?? "",
    artikel: p.artikel ?? "",
    artikel_nummer: p.artikel_nummer ?? "",
    article_slug: p.article_slug ?? "",
    image_url: p.image_url || null,
    einheit: p.einheit ?? "",
    menge: Number(p.menge),
    sperrgut_artikel: p.sperrgut_artikel === "true",
    restant: p.restant === "true",
    ...pricing,
  };
}

const read = defineFunction({
  path: "objects/order-items/get",
  async handle({ query, param, crm }) {
    const items = await cartItems(crm, param("sessionid"));
    const customer = { companyId: query.companyId ?? null, geoLocation: param("geoLocation") };
    const priced = await priceCartLines(crm, items, customer);
    return json(200, { items: priced.map(({ item, pricing }) => cartLine(item, pricing)) });
  },
});

/** The session's line with this id, and the session's other lines; 404 when the session has no such line. */
async function sessionLine(crm: Crm, sessionid: string, id: string) {
  const items = await cartItems(crm, sessionid);
  const line = items.find((item) => item.id === id);
  if (!line) throw new Refusal(404, "not_found", `No order item ${id} in this session`);
  return { line, items };
}

const update = defineFunction({
  path: "objects/order-items/update",
  body: UpdateOrderItemBodySchema,
  async handle({ body, crm }) {
    const { line, items } = await sessionLine(crm, body.sessionid, body.id);
    const articleId = line.properties.article_id ?? "";
    if (!line.properties.configuration) {
      const customer = { companyId: line.properties.company_id || null, geoLocation: "de" };
      const priced = (await pricedArticles(crm, [articleId], customer)).get(articleId);
      if (priced)
        checkPromotionMax(priced.priceList, sessionAmountOf(items, articleId, line.id) + body.menge, line.properties.einheit ?? "");
    }
    await updateRecord(crm, ORDER_ITEM_TYPE, line.id, { menge: String(body.menge) });
    return noContent();
  },
});

const remove = defineFunction({
  path: "objects/order-items/delete",
  body: DeleteOrderItemBodySchema,
  async handle({ body, crm }) {
    const { line } = await sessionLine(crm, body.sessionid, body.id);
    await archiveRecord(crm, ORDER_ITEM_TYPE, line.id);
    return noContent();
  },
});

export const functions = [add, read, update, remove];
