// An order or offer request as the shop prices it (docs/decisions/deal-total.md): the body's lines must
// be the session's cart lines, each priced at the body's amount as order-items/get prices the cart for
// the company and the delivery country (shop/cart-pricing.ts: a catalogue article by its price list, a
// configured box or mat by its quote), the costs from the shop's settings; the browser's prices are
// never taken. Refusals are the contract's 422s (shop/deal-checks.ts).
import type { CreateDealBody } from "../../../core/api/request-schemas.ts";
import type { PriceList } from "../../../core/api/schemas.ts";
import { toCents } from "../../../core/pricing/scale.ts";
import type { OrderTotals } from "../../../core/pricing/totals.ts";
import { toDecimal } from "../../../core/api/deal.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import type { CrmRecord } from "../crm/objects.ts";
import { cartItems } from "./cart.ts";
import { priceCartLines } from "./cart-pricing.ts";
import { readCompany } from "./companies.ts";
import {
  type CartLineFacts,
  type DealRefusal,
  dealCountry,
  dealRefusal,
  dealTotals,
  lineCents,
  type OrderCostTables,
  totalRefusal,
} from "./deal-checks.ts";
import type { OrderedLine } from "./deals.ts";

export interface PricedOrder {
  lines: OrderedLine[];
  totals: OrderTotals;
}

const refuse = (refusal: DealRefusal | null) => {
  if (!refusal) return;
  const { code, message, ...extra } = refusal;
  throw new Refusal(422, code, message, extra);
};

/** The body priced by the shop, or the contract's refusal of it. */
export async function priceOrder(crm: Crm, body: CreateDealBody, costs: OrderCostTables): Promise<PricedOrder> {
  const customer = { companyId: body.companyId, geoLocation: dealCountry(body) };
  const [items, company] = await Promise.all([
    cartItems(crm, body.sessionid),
    body.companyId ? readCompany(crm, body.companyId, ["ust"]) : undefined,
  ]);
  const ordered = new Set(body.products.map((line) => line.orderItemId));
  // The order's lines priced as order-items/get prices them for the company and the delivery country.
  const cart = new Map(
    (
      await priceCartLines(
        crm,
        items.filter((item) => ordered.has(item.id)),
        customer,
      )
    ).map((line) => [line.item.id, line]),
  );
  const facts = new Map<string, CartLineFacts>(
    [...cart].map(([id, { item, pricing, article }]) => [
      id,
      {
        articleId: item.properties.article_id ?? "",
        // Bulky when the catalogue says so, or the line was added as such.
        bulky: article?.properties.sperrgut_artikel === "true" || item.properties.sperrgut_artikel === "true",
        requestThreshold: pricing.requested_delivery_amount ?? undefined,
      },
    ]),
  );
  refuse(dealRefusal(body, facts));

  const lines = body.products.flatMap((product) => {
    const line = cart.get(product.orderItemId);
    return line ? [orderedLine(line.item, product.amount, line.pricing.priceList)] : [];
  });
  const totals = dealTotals(
    body,
    lines.map((l) => toCents(l.price)),
    company?.properties.ust ?? undefined,
    costs,
  );
  refuse(totalRefusal(body, totals));
  return { lines, totals };
}

/** One line at the ordered amount: the unit price of its price list's scale entry for that amount. */
function orderedLine(item: CrmRecord, amount: number, priceList: PriceList): OrderedLine {
  const { unitCents, netCents } = lineCents(priceList.scaled_price, amount);
  const p = item.properties;
  return {
    orderItemId: item.id,
    artikel: p.artikel ?? "",
    artikel_nummer: p.artikel_nummer ?? "",
    einheit: p.einheit ?? "",
    amount,
    nettoPrice: toDecimal(unitCents),
    price: toDecimal(netCents),
  };
}
