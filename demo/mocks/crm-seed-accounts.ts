// The demo's people as CRM records (docs/decisions/hubspot-accounts.md#the-records) for the local HubSpot
// stand-in, from the fixtures the msw fake answers with, so both backends answer the same: the demo
// contacts 7001–7009 (fixtures-accounts.ts) as HubSpot contacts, each with an `ansprechpartner` record
// associated with their companies; the existing customers as contact persons without a contact (they
// have not registered); the
// companies' VAT IDs; the contact dialog's setting.
import { CONTACT_PERSON, objectType, SETTING } from "../../hubspot/functions/crm/model.ts";
import type { ContactMessagesSetting } from "../../hubspot/functions/shop/contact-messages.ts";
import type { SeedRecord } from "./crm-seed.ts";
import { companies } from "./fixtures.ts";
import {
  ANSWER_WITHIN_HOURS,
  CONTACTS_WITH_ACCESS,
  contactPersonIdOf,
  contacts,
  EXISTING_CUSTOMERS,
  type FixtureContact,
  PEOPLE,
} from "./fixtures-accounts.ts";

const companyLinks = (ids: readonly string[]) =>
  ids.flatMap((id) => {
    const company = companies.get(id);
    return company ? [{ type: "companies", id: company.hs_object_id }] : [];
  });

/** A demo contact as the member's contact and their contact person. */
function demoContact([contactId, fixture]: [string, FixtureContact]): SeedRecord[] {
  const details = PEOPLE[contactId];
  const email = details?.email;
  const contact: SeedRecord = {
    type: "contacts",
    id: contactId,
    properties: {
      firstname: fixture.firstname,
      lastname: fixture.lastname,
      ...(email ? { email } : {}),
      ...(details?.phone ? { phone: details.phone } : {}),
      ...(details?.salutation ? { shop_salutation: details.salutation } : {}),
      ...(email && CONTACTS_WITH_ACCESS.includes(email) ? { hs_content_membership_status: "active" } : {}),
    },
  };
  const person: SeedRecord = {
    type: objectType(CONTACT_PERSON),
    id: "",
    properties: {
      ansprechpartner_id: contactPersonIdOf(contactId),
      firstname: fixture.firstname,
      lastname: fixture.lastname,
      active: String(fixture.active),
      ...(email ? { email } : {}),
      ...(details?.phone ? { phone: details.phone } : {}),
      ...(details?.customerNumber ? { customer_number: details.customerNumber } : {}),
    },
    associations: [
      { type: "contacts", id: contactId },
      ...companyLinks(fixture.companyIds === "all" ? [...companies.keys()] : fixture.companyIds),
    ],
  };
  return [contact, person];
}

/** A customer who ordered by phone or e-mail: their contact person only (registration makes the contact). */
function existingCustomer([customerNumber, customer]: [string, { email: string; companyName?: string }], i: number): SeedRecord {
  const company = [...companies.values()].find((c) => c.name === customer.companyName);
  return {
    type: objectType(CONTACT_PERSON),
    id: "",
    properties: { ansprechpartner_id: String(8101 + i), customer_number: customerNumber, email: customer.email, active: "true" },
    associations: company ? companyLinks([company.id]) : [],
  };
}

/** The VAT ID a company's record carries (the existing customers' of handlers-registration.ts). */
export function companyVatId(companyName: string): Record<string, string> {
  const vatId = [...EXISTING_CUSTOMERS.values()].find((c) => c.companyName === companyName)?.vatId;
  return vatId ? { shop_vat_id: vatId } : {};
}

/** HubSpot's support pipeline and its first stage ("New"), as every account has them. */
const CONTACT_MESSAGES: ContactMessagesSetting = { pipeline: "0", stage: "1", answerWithinHours: ANSWER_WITHIN_HOURS };

export const accountSeed = (): SeedRecord[] => [
  ...[...contacts].flatMap(demoContact),
  ...[...EXISTING_CUSTOMERS].map(existingCustomer),
  {
    type: objectType(SETTING),
    id: "",
    properties: {
      setting_key: "contact-messages",
      value: JSON.stringify(CONTACT_MESSAGES),
      description: "Kontaktformular: Ticket-Pipeline und -Phase (interne IDs), Antwort innerhalb von answerWithinHours Arbeitsstunden",
    },
  },
];
