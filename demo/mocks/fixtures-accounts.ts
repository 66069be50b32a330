// The demo's people, for the fake's account and service endpoints (handlers-contacts.ts,
// handlers-contact-form.ts, handlers-registration.ts) and the local CRM's seed (crm-seed-accounts.ts):
//   7001 Anna Schmidt, active, all fixture companies     7002 Jonas Weber, active, one company
//   7003 Lea Braun, active, no company (no_valid_company) 7009 an inactive contact (no_valid_contact)
// and the customers who ordered by phone or e-mail and have no online access yet.
import type { ContactPerson } from "../../core/api/contact-form.ts";

export interface FixtureContact {
  firstname: string;
  lastname: string;
  active: boolean;
  /** Ids of the companies the contact may act for; "all" for every fixture company. */
  companyIds: string[] | "all";
}

export const contacts: ReadonlyMap<string, FixtureContact> = new Map([
  ["7001", { firstname: "Anna", lastname: "Schmidt", active: true, companyIds: "all" }],
  ["7002", { firstname: "Jonas", lastname: "Weber", active: true, companyIds: ["c-300"] }],
  ["7003", { firstname: "Lea", lastname: "Braun", active: true, companyIds: [] }],
  ["7009", { firstname: "Max", lastname: "Alt", active: false, companyIds: "all" }],
]);

/** The ansprechpartner_id of a demo contact's contact person: 7001 → 8001 (fixtures.ts LOGGED_IN). */
export const contactPersonIdOf = (contactId: string) => String(Number(contactId) + 1000);

/** The demo contact whose contact person has this ansprechpartner_id (the one an order names), or undefined. */
export const contactOfPerson = (personId: string | null | undefined) =>
  [...contacts.keys()].find((contactId) => contactPersonIdOf(contactId) === personId);

/** The demo contacts' details as the CRM would have them (ids of `contacts`). */
export const PEOPLE: Readonly<Record<string, Omit<ContactPerson, "firstName" | "lastName">>> = {
  "7001": {
    salutation: "female",
    email: "anna.schmidt@stadtarchiv.example",
    phone: "+49 30 1234567",
    companyName: "Stadtarchiv Musterstadt",
    customerNumber: "K-10234",
  },
  "7002": {
    salutation: "male",
    email: "jonas.weber@atelier.example",
    companyName: "Restaurierungsatelier Weber",
    customerNumber: "K-20488",
  },
  "7003": { email: "lea.braun@example.org" },
};

/** E-mails of contacts with online access: 7001 Anna Schmidt, 7002 Jonas Weber. */
export const CONTACTS_WITH_ACCESS = (["7001", "7002"] as const).map((id) => PEOPLE[id]!.email);

/** Customers who ordered by phone or e-mail and have no online access yet, by customer number (fixtures.ts companies). */
export const EXISTING_CUSTOMERS: ReadonlyMap<string, { email: string; companyName?: string; vatId?: string }> = new Map([
  ["K-10234", { email: "einkauf@museum-beispiel.example", companyName: "Museum Beispiel gGmbH", vatId: "DE136695976" }],
  ["K-20417", { email: "l.braun@restaurierung-weber.example", companyName: "Restaurierungsatelier Weber", vatId: "ATU12345678" }],
  ["K-30112", { email: "claire.martin@example.fr" }],
]);

/** Working hours within which the service team answers a contact message. */
export const ANSWER_WITHIN_HOURS = 24;
