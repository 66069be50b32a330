// The configurators' data from the CRM: the reference data as shop settings (configurator-data.ts,
// each checked with its schema when read, in one batch read) and the customer's terms for a quote
// (the company's `shop_discount_percent`, gb's pounds at the price rule's rate).
import * as v from "valibot";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { readCompany } from "./companies.ts";
import { CONFIGURATOR_SETTINGS, type ConfiguratorSettingKey } from "./configurator-data.ts";
import type { BoxReference } from "./configurator-quotes.ts";
import { type CustomerTerms, customerTerms } from "./customer-prices.ts";
import type { Customer } from "./price-lists.ts";
import { readSettings } from "./settings.ts";

/** The configurators' settings with these keys, each checked with its schema. */
export function readConfiguratorSettings<K extends ConfiguratorSettingKey>(crm: Crm, keys: readonly K[]) {
  const schemas = Object.fromEntries(keys.map((key) => [key, CONFIGURATOR_SETTINGS[key]])) as Pick<typeof CONFIGURATOR_SETTINGS, K>;
  return readSettings(crm, schemas);
}

/** What a quote reads: box types, boards, extras and the price rule (a mat's quote needs only boards and rule). */
export async function readReference(crm: Crm): Promise<BoxReference> {
  const settings = await readConfiguratorSettings(crm, ["box-types", "materials", "box-extras", "configurator-price-rule"]);
  return {
    boxTypes: settings["box-types"],
    materials: settings.materials,
    extras: settings["box-extras"],
    priceRule: settings["configurator-price-rule"],
  };
}

const DiscountSchema = v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(0), v.maxValue(100));

/** The company's discount on configured articles in percent: 0 for a guest, an unknown company or none set. */
export async function readDiscountPercent(crm: Crm, companyId: string | null): Promise<number> {
  if (!companyId) return 0;
  const value = (await readCompany(crm, companyId, ["shop_discount_percent"]))?.properties.shop_discount_percent;
  if (!value) return 0;
  const discount = v.safeParse(DiscountSchema, value);
  if (discount.success) return discount.output;
  console.error(`[shop-functions] company ${companyId}: shop_discount_percent ${value} is not 0–100`);
  throw new Refusal(502, "bad_data", "The company's terms could not be read");
}

/** What a quote for the customer reads, in parallel: the reference data and the customer's terms. */
export async function readQuoting(crm: Crm, customer: Customer): Promise<{ reference: BoxReference; terms: CustomerTerms }> {
  const [reference, discount] = await Promise.all([readReference(crm), readDiscountPercent(crm, customer.companyId)]);
  return { reference, terms: customerTerms(discount, customer.geoLocation, reference.priceRule.gbpPerEur) };
}
