// Configured cart lines (docs/api.md#order-items-post, #cart): a box or mat made to measure is priced by
// the same quote as box-price and ppt-price (configurator-quotes.ts) for the customer, never at the
// browser's price; the order item keeps what the shopper chose (`configuration`, JSON) and the query that
// restores it (`configuration_query`), and the cart prices it again from them for the reader's company and country.
import * as v from "valibot";
import type { Configuration } from "../../../core/api/configuration.ts";
import { ConfigurationSchema } from "../../../core/api/request-schemas.ts";
import type { PriceList } from "../../../core/api/schemas.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import type { CrmRecord } from "../crm/objects.ts";
import { postedPriceList } from "./cart.ts";
import { configuredOrderRules, quoteConfiguration } from "./configurator-quotes.ts";
import { readQuoting } from "./configurator-reads.ts";
import type { Customer } from "./price-lists.ts";

const StoredConfigurationSchema = v.pipe(v.string(), v.parseJson(), ConfigurationSchema);

/** The order item's configuration; undefined for a catalogue line (or one whose stored configuration no longer reads, logged). */
export function configurationOf(item: CrmRecord): Configuration | undefined {
  const stored = item.properties.configuration;
  if (!stored) return undefined;
  const parsed = v.safeParse(StoredConfigurationSchema, stored);
  if (!parsed.success) console.error(`[shop-functions] order item ${item.id}: its configuration does not read; it keeps its price`);
  return parsed.success ? parsed.output : undefined;
}

/** The price list a configuration is added at for the customer; the quote's 400 (code and field) when the shop cannot make it. */
export async function configuredPriceList(crm: Crm, configuration: Configuration, customer: Customer): Promise<PriceList> {
  const { reference, terms } = await readQuoting(crm, customer);
  const quote = quoteConfiguration(configuration, reference, terms);
  if (quote.ok) return quote.priceList;
  const { code, message, ...field } = quote.refusal;
  throw new Refusal(400, code, message, field);
}

/** The order item's properties that make it a configured line. */
export const configuredItemProperties = (configuration: Configuration, configurationQuery: string | undefined) => ({
  configuration: JSON.stringify(configuration),
  configuration_query: configurationQuery ?? "",
});

/** What a cart reads to price its configured lines (readQuoting): once, and only when it has one. */
export type CartQuoting = Awaited<ReturnType<typeof readQuoting>>;

/**
 * A configured line's order rules and price list as order-items/get answers them: its box type's
 * smallest order unit and request threshold, the quote for the reader's company and country (the
 * price it was added at when the shop can no longer make it), and its configurator query.
 */
export function configuredPricing(item: CrmRecord, configuration: Configuration, { reference, terms }: CartQuoting) {
  const quote = quoteConfiguration(configuration, reference, terms);
  return {
    ...configuredOrderRules(configuration, reference.boxTypes),
    priceList: quote.ok ? quote.priceList : postedPriceList(item),
    configuration_query: item.properties.configuration_query ?? "",
  };
}
