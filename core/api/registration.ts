// The registration endpoint (`POST ansprechpartner/register`; not shown in the specification, designed
// here, docs/api.md#registration): a new customer registers, or an existing customer asks for online
// access with the customer number. Either way the CMS membership sends an invitation e-mail to set a
// password; the bundle never handles passwords. Errors of specification section 8 as codes.
import * as v from "valibot";
import { request } from "./client.ts";
import type { RegistrationBody } from "./service-request-schemas.ts";

export type { RegistrationBody } from "./service-request-schemas.ts";

/**
 * What the shop does with a VAT ID, as the answer confirms it: "none" (no VAT ID given), "german"
 * (a German VAT ID: prices always with VAT), "review" (a foreign EU VAT ID: prices without VAT once
 * the sales team has verified it, with VAT until then).
 */
export const VAT_REVIEW = ["none", "german", "review"] as const;
export type VatReview = (typeof VAT_REVIEW)[number];

/** 201: the invitation e-mail is on its way to `email`. */
export const RegistrationAnswerSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  vatReview: v.picklist(VAT_REVIEW),
  /** An existing customer's company as the CRM knows it (shown in the confirmation), when there is one. */
  companyName: v.optional(v.string()),
});
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswerSchema>;

/** The error codes of the endpoint (section 8); any other answer is the default "cannot register". */
export const REGISTRATION_ERROR_CODES = {
  /** 409: the person already has online access: log in or reset the password. */
  contactActive: "contact_active",
  /** 404: no customer with this customer number and e-mail (existing customers only). */
  customerNotFound: "customer_not_found",
  /** 429: too many attempts; `retryAfterSeconds` says when to try again. */
  tooManyRequests: "too_many_requests",
} as const;

/** POST ansprechpartner/register: once per submit; the form keeps everything when it fails. */
export function postRegistration(call: { baseUrl: string; body: RegistrationBody; signal?: AbortSignal }): Promise<RegistrationAnswer> {
  return request({ ...call, method: "POST", path: "ansprechpartner/register", expectStatus: 201, schema: RegistrationAnswerSchema });
}
