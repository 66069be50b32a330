// What a failed POST contact means for the form (docs/api.md#contact): the error codes the form acts
// on, from the checked error body (serviceErrorBody in core/api/service-error.ts); anything else is
// unexpected and shows the default message with the shop's other ways to reach it.
import { CONTACT_FORM_ERROR_CODES } from "../api/contact-form.ts";
import { retryMinutes, type ServiceErrorBody } from "../api/service-error.ts";
import { CONTACT_FIELDS, type ContactField } from "./contact-form.ts";

export type ContactFailure =
  /** 429: try again in `minutes` (null when the answer does not say). */
  | { kind: "tooMany"; minutes: number | null }
  /** 422 invalid_field: the server refuses this field's value. */
  | { kind: "field"; field: ContactField }
  /** 422 spam_suspected: ask to check and send again. */
  | { kind: "spam" }
  | { kind: "unexpected" };

export function contactFailure(body: (ServiceErrorBody & { status: number }) | undefined): ContactFailure {
  const codes = CONTACT_FORM_ERROR_CODES;
  if (body?.status === 429 && body.code === codes.tooManyRequests)
    return { kind: "tooMany", minutes: body.retryAfterSeconds ? retryMinutes(body.retryAfterSeconds) : null };
  if (body?.status === 422 && body.code === codes.spamSuspected) return { kind: "spam" };
  const field = body?.field as ContactField | undefined;
  if (body?.status === 422 && body.code === codes.invalidField && field && CONTACT_FIELDS.includes(field)) return { kind: "field", field };
  return { kind: "unexpected" };
}
