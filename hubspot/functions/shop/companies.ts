// Companies (section 3: id, name, canSwitchGrossNet, ust, hs_object_id): HubSpot's companies with the
// shop's properties; `id` is the shop's company id (shop_company_id), read without a search.
import type { Crm } from "../crm/client.ts";
import { getRecord, type CrmRecord } from "../crm/objects.ts";

export const COMPANY_PROPERTIES = ["name", "shop_company_id", "can_switch_gross_net", "ust", "hs_object_id"];

/** The company with the shop's id, or undefined. */
export const readCompany = (crm: Crm, companyId: string, properties: readonly string[]) =>
  getRecord(crm, "companies", companyId, properties, "shop_company_id");

/** The company as company/get answers it. */
export function companyAnswer(record: CrmRecord) {
  const p = record.properties;
  return {
    id: p.shop_company_id ?? record.id,
    name: p.name ?? "",
    canSwitchGrossNet: p.can_switch_gross_net === "true",
    ust: p.ust ?? "",
    hs_object_id: record.id,
  };
}
