// The logged-in member and the companies they act for (docs/decisions/hubspot-accounts.md#the-records):
// a HubSpot contact (the CMS membership logs contacts in; contactId is its record id) associated with its
// `ansprechpartner` records (the ERP's contact persons: name, customer number, `active`), each associated
// with the companies the person may act for. Only active contact persons count.
import type { Crm } from "../crm/client.ts";
import { CONTACT_PERSON, objectType } from "../crm/model.ts";
import { associatedIds, batchRead, type CrmRecord } from "../crm/objects.ts";
import { COMPANY_PROPERTIES } from "./companies.ts";

export const CONTACT_PERSON_TYPE = objectType(CONTACT_PERSON);

const PERSON_PROPERTIES = ["ansprechpartner_id", "firstname", "lastname", "email", "customer_number", "active"];

/** HubSpot's record ids are digits: any other id names no record (and is never put into a request's path). */
export const isRecordId = (id: string) => /^\d{1,20}$/.test(id);

/** The ERP writes "true" for a contact person who may still act for their companies. */
export const isActive = (person: CrmRecord) => person.properties.active === "true";

const byId = (a: CrmRecord, b: CrmRecord) => Number(a.id) - Number(b.id);

/** The contact's active contact persons, lowest id first; none for an unknown contact. */
export async function activeContactPersons(crm: Crm, contactId: string): Promise<CrmRecord[]> {
  if (!isRecordId(contactId)) return [];
  const ids = await associatedIds(crm, "contacts", contactId, CONTACT_PERSON_TYPE);
  const persons = await batchRead(crm, CONTACT_PERSON_TYPE, ids, PERSON_PROPERTIES);
  return persons.filter(isActive).sort(byId);
}

/** A company the member may act for, with the contact person who acts for it. */
export interface CompanyOfPerson {
  company: CrmRecord;
  person: CrmRecord;
}

/**
 * The companies of these contact persons, each once (under the first person who may act for it), in
 * the persons' order and by id within a person; the companies read in one batch.
 */
export async function companiesOfPersons(crm: Crm, persons: readonly CrmRecord[]): Promise<CompanyOfPerson[]> {
  const links = await Promise.all(
    persons.map(async (person) => ({ person, ids: await associatedIds(crm, CONTACT_PERSON_TYPE, person.id, "companies") })),
  );
  const records = await batchRead(
    crm,
    "companies",
    links.flatMap((l) => l.ids),
    [...COMPANY_PROPERTIES, "shop_vat_id"],
  );
  const companies = new Map(records.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const result: CompanyOfPerson[] = [];
  for (const { person, ids } of links)
    for (const id of [...ids].sort((a, b) => Number(a) - Number(b))) {
      const company = companies.get(id);
      if (!company || seen.has(id)) continue;
      seen.add(id);
      result.push({ company, person });
    }
  return result;
}
