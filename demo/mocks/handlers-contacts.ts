// The fake `ansprechpartner` endpoint: the companies each demo contact may act for (fixtures-accounts.ts),
// read from the fixture companies, and the error answers of section 8. The contract is
// core/api/contacts.ts and docs/api.md. Unknown contact ids answer no_valid_contact too.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { CONTACT_ERROR_CODES } from "../../core/api/contacts.ts";
import { contacts } from "./fixtures-accounts.ts";
import { companies, companyRecord } from "./fixtures.ts";
import { query, withLatency } from "./http-helpers.ts";

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
