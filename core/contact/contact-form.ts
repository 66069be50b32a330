// The contact dialog's fields as typed, their rules and the body they become (POST contact,
// docs/api.md#contact). The fields are fixed in the element (docs/decisions/contact-form-fields.md);
// e-mail and phone follow the address rules (core/address/validation.ts), the rest is required or free text.
import type { ContactPerson, ContactTopic, Salutation } from "../api/contact-form.ts";
import { CONTACT_TOPICS, SALUTATIONS } from "../api/contact-form.ts";
import type { ContactMessageBody } from "../api/service-request-schemas.ts";
import { normalizePhone, validateEmail, validatePhone } from "../address/email-phone.ts";
import type { FieldErrorCode } from "../address/validation.ts";

export interface ContactForm {
  /** A topic of CONTACT_TOPICS, or '' while none is chosen. */
  topic: string;
  /** A salutation of SALUTATIONS, or '' (not given). */
  salutation: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  /** A customer or order number, free text. */
  reference: string;
  message: string;
  privacy: boolean;
  /** The honeypot (core/contact/spam-guard.ts): people never see it, so it stays empty. */
  website: string;
}

/** The fields a person fills, in the order shown (the honeypot is not one of them). */
export type ContactField = Exclude<keyof ContactForm, "website">;
export const CONTACT_FIELDS: readonly ContactField[] = [
  "topic",
  "salutation",
  "name",
  "email",
  "phone",
  "company",
  "reference",
  "message",
  "privacy",
];

export type ContactErrors = Partial<Record<ContactField, FieldErrorCode>>;

/** The longest message (the contract's limit) and of the free-text fields. */
export const MESSAGE_MAX = 5000;
export const TEXT_MAX: Readonly<Record<"name" | "company" | "reference", number>> = { name: 120, company: 100, reference: 40 };

export const isTopic = (value: string): value is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(value);
const isSalutation = (value: string): value is Salutation => (SALUTATIONS as readonly string[]).includes(value);

export function emptyContactForm(topic = ""): ContactForm {
  return {
    topic: isTopic(topic) ? topic : "",
    salutation: "",
    name: "",
    email: "",
    phone: "",
    company: "",
    reference: "",
    message: "",
    privacy: false,
    website: "",
  };
}

/** Whether a field must be filled in (marked '*'). */
export const isContactFieldRequired = (field: ContactField) =>
  field === "topic" || field === "name" || field === "email" || field === "message" || field === "privacy";

function validateText(value: string, required: boolean, max: number): FieldErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return v.length <= max ? undefined : "checkInput";
}

/** The error of one field, or undefined. */
export function validateContactField(field: ContactField, form: ContactForm): FieldErrorCode | undefined {
  switch (field) {
    case "topic":
      return isTopic(form.topic) ? undefined : "required";
    case "salutation":
      return !form.salutation || isSalutation(form.salutation) ? undefined : "checkInput";
    case "email":
      return validateEmail(form.email);
    case "phone":
      return validatePhone(form.phone);
    case "message":
      return validateText(form.message, true, MESSAGE_MAX);
    case "privacy":
      return form.privacy ? undefined : "required";
    default:
      return validateText(form[field], field === "name", TEXT_MAX[field]);
  }
}

/** Every field's error; {} when the form can be sent. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, form);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What is sent besides the fields. */
export interface ContactContext {
  language: ContactMessageBody["language"];
  /** The logged-in contact, or null for a guest. */
  contactId: string | null;
  /** Milliseconds from showing the form to sending it. */
  elapsedMs: number;
}

/** The body of POST contact for a valid form, without its requestId; empty optional fields are left out. */
export function contactBody(form: ContactForm, context: ContactContext): Omit<ContactMessageBody, "requestId"> {
  const optional = (value: string) => value.trim() || undefined;
  const body: Omit<ContactMessageBody, "requestId"> = {
    language: context.language,
    topic: form.topic as ContactTopic,
    salutation: isSalutation(form.salutation) ? form.salutation : undefined,
    name: form.name.trim(),
    email: form.email.trim(),
    phone: optional(normalizePhone(form.phone)),
    company: optional(form.company),
    reference: optional(form.reference),
    message: form.message.trim(),
    privacy: true,
    contactId: context.contactId ?? undefined,
    website: form.website,
    elapsedMs: Math.max(0, Math.round(context.elapsedMs)),
  };
  // JSON leaves undefined out; removing it here keeps the body equal to what crosses the wire.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
}

/** The fields a logged-in contact's record fills (GET ansprechpartner/get). */
export function prefillValues(person: ContactPerson): Partial<Record<ContactField, string>> {
  const values: Partial<Record<ContactField, string>> = {
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email.trim(),
    phone: person.phone?.trim(),
    company: person.companyName?.trim(),
    reference: person.customerNumber?.trim(),
    salutation: person.salutation,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Partial<Record<ContactField, string>>;
}

/**
 * The form with `values` put into the fields the shopper has not typed into: typing is never
 * overwritten. `filled` names the fields that changed, so the form can say what it did.
 */
export function fillUntyped(
  form: ContactForm,
  values: Partial<Record<ContactField, string>>,
  typed: ReadonlySet<ContactField>,
): { form: ContactForm; filled: ContactField[] } {
  const next = { ...form };
  const filled: ContactField[] = [];
  for (const [field, value] of Object.entries(values) as [ContactField, string][]) {
    if (typed.has(field) || field === "privacy" || next[field] === value) continue;
    (next as Record<ContactField, string | boolean>)[field] = value;
    filled.push(field);
  }
  return { form: next, filled };
}
