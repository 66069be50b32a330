// The registration endpoint (`POST ansprechpartner/register`; not shown in the specification, designed
// here, docs/api.md#registration): a new customer registers, or an existing customer asks for online
// access with the customer number. Either way the CMS membership sends an invitation e-mail to set a
// password; the bundle never handles passwords. Errors of specification section 8 as codes.
import * as v from "valibot";
import { ApiError, request } from "./client.ts";
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

/** Body of every error answer of the account and service endpoints (registration, contact, delivery). */
export const ServiceErrorBodySchema = v.looseObject({
  code: v.string(),
  message: v.optional(v.string()),
  /** 422: the body field at fault, as a dot path of the request body (e.g. "company.vatId"). */
  field: v.optional(v.string()),
  /** 429: seconds until another attempt is accepted. */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ServiceErrorBody = v.InferOutput<typeof ServiceErrorBodySchema>;

/** The checked error body of an HTTP error answer of these endpoints, or undefined. */
export function serviceErrorBody(error: unknown): (ServiceErrorBody & { status: number }) | undefined {
  if (!(error instanceof ApiError) || error.kind !== "http") return undefined;
  const body = v.safeParse(ServiceErrorBodySchema, error.body);
  return body.success ? { ...body.output, status: error.status ?? 0 } : undefined;
}

/** POST ansprechpartner/register: once per submit; the form keeps everything when it fails. */
export function postRegistration(call: { baseUrl: string; body: RegistrationBody; signal?: AbortSignal }): Promise<RegistrationAnswer> {
  return request({ ...call, method: "POST", path: "ansprechpartner/register", expectStatus: 201, schema: RegistrationAnswerSchema });
}
