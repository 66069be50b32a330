// The contact dialog's endpoints (not shown in the specification; designed here, docs/api.md#contact):
// `POST contact` sends the shopper's message, `GET ansprechpartner/get` prefills the form for a
// logged-in contact. Error bodies: ServiceErrorBodySchema (core/api/service-error.ts).
import * as v from "valibot";
import { ApiError, request } from "./client.ts";
import { contactPersonRequest } from "./contact-person-request.ts";
import type { ContactMessageBody } from "./service-request-schemas.ts";

export type { ContactMessageBody } from "./service-request-schemas.ts";

/** 201: the message is filed under `reference`; the team answers within `answerWithinHours` working hours. */
export const ContactAnswerSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
  answerWithinHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ContactAnswer = v.InferOutput<typeof ContactAnswerSchema>;

/** The error codes of `contact`; any other answer is an unexpected error. */
export const CONTACT_FORM_ERROR_CODES = {
  /** 422 with `field`: a field fails the server's check. */
  invalidField: "invalid_field",
  /** 422: the honeypot was filled or the form was sent faster than a person types. */
  spamSuspected: "spam_suspected",
  /** 429: too many messages from this visitor; `retryAfterSeconds` says when to try again. */
  tooManyRequests: "too_many_requests",
} as const;

/** The topics a shopper picks from (fixed in the element, docs/decisions/contact-form-fields.md). */
export const CONTACT_TOPICS = ["product", "order", "offer", "configuration", "invoice", "account", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Registration salutation of section 3, also used by the contact form. */
export const SALUTATIONS = ["male", "female", "other"] as const;
export type Salutation = (typeof SALUTATIONS)[number];
const SALUTATION = v.picklist(SALUTATIONS);

/** `GET ansprechpartner/get?contactId=`: the logged-in contact as the CRM knows them. */
export const ContactPersonSchema = v.object({
  salutation: v.optional(SALUTATION),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.optional(v.string()),
  companyName: v.optional(v.string()),
  customerNumber: v.optional(v.string()),
});
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** POST contact: once per submit; the form keeps everything when it fails. */
export function postContactMessage(call: { baseUrl: string; body: ContactMessageBody; signal?: AbortSignal }): Promise<ContactAnswer> {
  return request({ ...call, method: "POST", path: "contact", expectStatus: 201, schema: ContactAnswerSchema });
}

/**
 * The server filed the message (201) but its answer is not what docs/api.md says: the message has most
 * likely arrived. The reference, when the answer names one that reads as one; null otherwise. Null
 * for every other failure. Sending the same message again (its requestId) files nothing twice, so the
 * form offers that as a check, not as a new message.
 */
export function filedButUnreadable(error: unknown): { reference: string | null } | null {
  if (!(error instanceof ApiError) || error.kind !== "schema" || error.status !== 201) return null;
  const reference = (error.body as { reference?: unknown } | undefined)?.reference;
  return { reference: typeof reference === "string" && /^[\p{L}\d][\p{L}\d -]{0,39}$/u.test(reference) ? reference : null };
}

/** GET ansprechpartner/get: the logged-in contact, to prefill a form. */
export function fetchContactPerson(call: { baseUrl: string; contactId: string; signal?: AbortSignal }): Promise<ContactPerson> {
  return request({ ...call, ...contactPersonRequest(call.contactId), schema: ContactPersonSchema });
}
