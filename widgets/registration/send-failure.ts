// What a failed registration request means for the shopper (section 8, docs/api.md#registration):
// the person already has access, the customer number is unknown, too many attempts, a field the
// server refused, or anything else (the default "cannot register").
import { ApiError } from "../../core/api/client.ts";
import { REGISTRATION_ERROR_CODES } from "../../core/api/registration.ts";
import { retryMinutes, serviceErrorBody } from "../../core/api/service-error.ts";
import type { AddressField } from "../../core/address/validation.ts";

/** The form's fields a 422 can point at (the body's dot paths, docs/api.md#registration). */
export type ServerField = AddressField | "customerNumber" | "salutation" | "signatory";

const FIELDS: Readonly<Record<string, ServerField>> = {
  salutation: "salutation",
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  phone: "phone",
  customerNumber: "customerNumber",
  customerType: "customerType",
  "company.name": "companyName",
  "company.legalForm": "legalForm",
  "company.vatId": "vatId",
  "address.street": "street",
  "address.addition": "addition",
  "address.postcode": "postcode",
  "address.city": "city",
  "address.country": "country",
  "invoicePurchase.signatory": "signatory",
};

export type SendFailure =
  | { kind: "contactActive" }
  | { kind: "customerNotFound" }
  | { kind: "busy"; minutes: number }
  | { kind: "field"; field: ServerField }
  | { kind: "default" };

export function sendFailure(error: unknown): SendFailure {
  const body = serviceErrorBody(error);
  if (body?.code === REGISTRATION_ERROR_CODES.contactActive) return { kind: "contactActive" };
  if (body?.code === REGISTRATION_ERROR_CODES.customerNotFound) return { kind: "customerNotFound" };
  if (error instanceof ApiError && error.status === 429) return { kind: "busy", minutes: retryMinutes(body?.retryAfterSeconds ?? 60) };
  const field = body?.status === 422 && body.field ? FIELDS[body.field] : undefined;
  if (field) return { kind: "field", field };
  console.error("[shop-widgets] shop-registration: the registration failed", error);
  return { kind: "default" };
}
