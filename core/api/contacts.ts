// The `ansprechpartner` endpoint (not shown in the specification; designed here, docs/api.md): the
// companies a logged-in contact may act for, for the company switcher, and the
// errors of specification section 8 as machine-readable codes.
import * as v from "valibot";
import { ApiError, request } from "./client.ts";
import { contactCompaniesRequest } from "./contact-companies-request.ts";
import { CompanyChoiceSchema, type CompanyChoice } from "./schemas.ts";

/** `GET ansprechpartner/companies?contactId={id}`: a JSON array of company switcher entries. */
export const CompanyChoiceListSchema = v.array(CompanyChoiceSchema);

/** Error codes of the endpoint (section 8); any other status or code is an unexpected error. */
export const CONTACT_ERROR_CODES = {
  /** No valid and active contact with this id. */
  noValidContact: "no_valid_contact",
  /** The contact exists but has no valid company. */
  noValidCompany: "no_valid_company",
} as const;

/** The body of an error answer: `{ "code": "no_valid_contact", "message": "…" }`. */
export const ContactErrorBodySchema = v.object({
  code: v.string(),
  message: v.optional(v.string()),
});

/** What went wrong loading a contact's companies, as the switcher tells the visitor. */
export type CompanyListProblem = "no-valid-contact" | "no-valid-company" | "unexpected";

/** The problem an error of fetchContactCompanies stands for; a code counts only on a 4xx answer. */
export function companyListProblem(error: unknown): CompanyListProblem {
  if (error instanceof ApiError && error.kind === "http" && (error.status ?? 500) < 500) {
    const body = v.safeParse(ContactErrorBodySchema, error.body);
    if (body.success && body.output.code === CONTACT_ERROR_CODES.noValidContact) return "no-valid-contact";
    if (body.success && body.output.code === CONTACT_ERROR_CODES.noValidCompany) return "no-valid-company";
  }
  return "unexpected";
}

/** GET ansprechpartner/companies: the contact's companies, each with the contact's name there. */
export function fetchContactCompanies(call: { baseUrl: string; contactId: string; signal?: AbortSignal }): Promise<CompanyChoice[]> {
  return request({
    baseUrl: call.baseUrl,
    signal: call.signal,
    ...contactCompaniesRequest(call.contactId),
    schema: CompanyChoiceListSchema,
  });
}
