// The fake `ansprechpartner` endpoint: the companies each demo contact may act for, read from the
// fixture companies, and the error answers of section 8. The contract is core/api/contacts.ts and
// docs/api.md.
//   7001 Anna Schmidt, active, all fixture companies     7002 Jonas Weber, active, one company
//   7003 Lea Braun, active, no company (no_valid_company) 7009 an inactive contact (no_valid_contact)
// Unknown contact ids answer no_valid_contact too.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { CONTACT_ERROR_CODES } from "../../core/api/contacts.ts";
import { companies, companyRecord } from "./fixtures.ts";
import { query, withLatency } from "./http-helpers.ts";

interface FixtureContact {
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

const fail = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

/** GET ansprechpartner/companies?contactId: the contact's company switcher entries. */
const getCompanies: HttpResponseResolver = ({ request }) => {
  const id = query(request, "contactId");
  if (!id) return fail(400, "bad_request", "contactId is required");
  const contact = contacts.get(id);
  if (!contact?.active) return fail(404, CONTACT_ERROR_CODES.noValidContact, `No valid and active contact ${id}`);
  const ids = contact.companyIds === "all" ? [...companies.keys()] : contact.companyIds;
  const list = ids.flatMap((companyId) => {
    const company = companies.get(companyId);
    return company
      ? [{ company: companyRecord(company), contactPersonFirstname: contact.firstname, contactPersonLastname: contact.lastname }]
      : [];
  });
  if (list.length === 0) return fail(404, CONTACT_ERROR_CODES.noValidCompany, `No valid company for contact ${id}`);
  return HttpResponse.json(list);
};

export function contactHandlers(latency: number): RequestHandler[] {
  return [http.get("*/_hcms/api/ansprechpartner/companies", withLatency(latency, getCompanies))];
}
