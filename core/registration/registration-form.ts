// The registration form as typed, its rules and the body it sends (POST ansprechpartner/register,
// core/api/service-request-schemas.ts). Two paths share one person: an existing customer (ordered by
// phone or e-mail before) gives a customer number; a new customer gives the checkout's full address
// block with the EU VAT ID rules (core/address/vat-id.ts). A company may apply to buy on invoice,
// signed by an authorised signatory (docs/decisions/signature.md). Pure: no React, no requests.
import type { Salutation } from "../api/contact-form.ts";
import type { RegistrationBody } from "../api/service-request-schemas.ts";
import { normalizePhone } from "../address/email-phone.ts";
import { checkEuVatId, compactVatId } from "../address/vat-id.ts";
import {
  cleanAddress,
  emptyAddressForm,
  validateAddress,
  validateField,
  validateName,
  type AddressErrorCode,
  type AddressErrors,
  type AddressField,
  type AddressForm,
  type AddressOptions,
  type FieldErrorCode,
} from "../address/validation.ts";
import type { Lang } from "../element/data-block.ts";
import { normalizeCustomerNumber, validateCustomerNumber, type CustomerNumberError } from "./customer-number.ts";

export type RegistrationPath = "new" | "existing";
export type SignatureKind = "typed" | "drawn";

export interface InvoicePurchaseForm {
  /** "Kauf auf Rechnung beantragen" ticked. */
  apply: boolean;
  /** The authorised signatory's name. */
  signatory: string;
  /** Typed is the default: it works with a keyboard and a screen reader. */
  kind: SignatureKind;
  /** The signature as a typed name. */
  typedName: string;
  /** The drawn signature as a PNG data URL, '' while nothing is drawn. */
  drawing: string;
}

export interface RegistrationForm {
  /** '' until the shopper has chosen. */
  path: RegistrationPath | "";
  salutation: Salutation | "";
  /** The person and, for new customers, the address (core/address/validation.ts, variant "full"). */
  address: AddressForm;
  customerNumber: string;
  invoice: InvoicePurchaseForm;
  terms: boolean;
  privacy: boolean;
}

export function emptyRegistrationForm(country = ""): RegistrationForm {
  return {
    path: "",
    salutation: "",
    address: emptyAddressForm(country),
    customerNumber: "",
    invoice: { apply: false, signatory: "", kind: "typed", typedName: "", drawing: "" },
    terms: false,
    privacy: false,
  };
}

/** The address rules of a new customer: the checkout's, with the EU VAT ID check. */
export const registrationAddressOptions = (countries?: readonly string[]): AddressOptions => ({
  vatIdRule: checkEuVatId,
  ...(countries ? { countries } : {}),
});

/** What an existing customer gives of the address block: the person. */
export const EXISTING_PERSON_FIELDS: readonly AddressField[] = ["firstName", "lastName", "email", "phone"];

export type RegistrationErrorCode = AddressErrorCode | CustomerNumberError | "signatureEmpty" | "consentRequired";

/** Errors by field; the address block's under `address`. */
export interface RegistrationErrors {
  path?: "required";
  salutation?: "required";
  address?: AddressErrors;
  customerNumber?: CustomerNumberError;
  signatory?: FieldErrorCode;
  signature?: "signatureEmpty";
  terms?: "consentRequired";
  privacy?: "consentRequired";
}

/** Whether the invoice purchase part is asked for: companies of the new path only. */
export const asksInvoicePurchase = (form: RegistrationForm) => form.path === "new" && form.address.customerType === "company";

function personErrors(form: RegistrationForm, options: AddressOptions): AddressErrors {
  if (form.path === "new") return validateAddress(form.address, options);
  const errors: AddressErrors = {};
  for (const field of EXISTING_PERSON_FIELDS) {
    const error = validateField(field, form.address, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Every error of the form; an empty object when it can be sent. */
export function validateRegistration(form: RegistrationForm, options: AddressOptions = {}): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.path) errors.path = "required";
  if (!form.salutation) errors.salutation = "required";
  const address = personErrors(form, options);
  if (Object.keys(address).length > 0) errors.address = address;
  if (form.path === "existing") {
    const number = validateCustomerNumber(form.customerNumber);
    if (number) errors.customerNumber = number;
  }
  if (asksInvoicePurchase(form) && form.invoice.apply) {
    const signatory = validateName(form.invoice.signatory);
    if (signatory) errors.signatory = signatory;
    const signature = form.invoice.kind === "typed" ? form.invoice.typedName.trim() : form.invoice.drawing;
    if (!signature) errors.signature = "signatureEmpty";
  }
  if (!form.terms) errors.terms = "consentRequired";
  if (!form.privacy) errors.privacy = "consentRequired";
  return errors;
}

export const hasErrors = (errors: RegistrationErrors) => Object.keys(errors).length > 0;

/** A body of either kind before its requestId is added. */
export type RegistrationContent = RegistrationBody extends infer B ? (B extends unknown ? Omit<B, "requestId"> : never) : never;

/** The body of a valid form, without its requestId (core/order/request-id.ts adds one per attempt). */
export function registrationBody(form: RegistrationForm, language: Lang): RegistrationContent {
  const a = cleanAddress(form.address);
  const person = {
    language,
    salutation: form.salutation as Salutation,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    ...(a.phone ? { phone: normalizePhone(a.phone) } : {}),
    consents: { terms: true as const, privacy: true as const },
  };
  if (form.path === "existing") return { kind: "existing", ...person, customerNumber: normalizeCustomerNumber(form.customerNumber) };
  const company = a.customerType === "company";
  const vatId = compactVatId(a.vatId);
  const { invoice } = form;
  return {
    kind: "new",
    ...person,
    customerType: a.customerType,
    ...(company ? { company: { name: a.companyName, legalForm: a.legalForm, ...(vatId ? { vatId } : {}) } } : {}),
    address: { street: a.street, addition: a.addition, postcode: a.postcode, city: a.city, country: a.country },
    ...(company && invoice.apply
      ? {
          invoicePurchase: {
            signatory: invoice.signatory.trim(),
            signature:
              invoice.kind === "typed"
                ? { kind: "typed" as const, name: invoice.typedName.trim() }
                : { kind: "drawn" as const, image: invoice.drawing },
          },
        }
      : {}),
  };
}
