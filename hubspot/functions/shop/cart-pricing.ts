// Each cart line's order rules and price list for a customer (a company and a delivery country): a
// catalogue line by its article's price list (the price it was added at when the catalogue no longer
// has it), a configured box or mat by its quote. order-items/get answers them; POST deal charges an
// order with them, so the order costs what the cart showed.
import type { PriceList } from "../../../core/api/schemas.ts";
import type { Crm } from "../crm/client.ts";
import type { CrmRecord } from "../crm/objects.ts";
import { postedPriceList } from "./cart.ts";
import { readQuoting } from "./configurator-reads.ts";
import { configurationOf, configuredPricing } from "./configured-lines.ts";
import { type Customer, pricedArticles } from "./price-lists.ts";

/** A catalogue line's order rules and price list. */
const cataloguePricing = (item: CrmRecord, priced: { article: CrmRecord; priceList: PriceList } | undefined) => ({
  kleinste_bestelleinheit: Number(priced?.article.properties.kleinste_bestelleinheit) || 1,
  requested_delivery_amount: Number(priced?.article.properties.requested_delivery_amount) || null,
  priceList: priced?.priceList ?? postedPriceList(item),
});

export interface PricedCartLine {
  item: CrmRecord;
  /** Its order rules and price list, as order-items/get answers them. */
  pricing: ReturnType<typeof cataloguePricing> | ReturnType<typeof configuredPricing>;
  /** A catalogue line's article (its record's PRICING_ARTICLE_PROPERTIES); undefined for a configured one or a retired article. */
  article: CrmRecord | undefined;
}

/** The lines with their pricing, in their order; the configurators' data is read only for a cart with a configured line. */
export async function priceCartLines(crm: Crm, items: readonly CrmRecord[], customer: Customer): Promise<PricedCartLine[]> {
  const configurations = new Map(items.map((item) => [item.id, configurationOf(item)]));
  const catalogueIds = items.filter((i) => !configurations.get(i.id)).map((i) => i.properties.article_id ?? "");
  const [priced, quoting] = await Promise.all([
    pricedArticles(crm, catalogueIds, customer),
    catalogueIds.length < items.length ? readQuoting(crm, customer) : undefined,
  ]);
  return items.map((item) => {
    const configuration = configurations.get(item.id);
    if (configuration && quoting) return { item, pricing: configuredPricing(item, configuration, quoting), article: undefined };
    const catalogue = priced.get(item.properties.article_id ?? "");
    return { item, pricing: cataloguePricing(item, catalogue), article: catalogue?.article };
  });
}
