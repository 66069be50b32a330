// Request bodies of the account and service endpoints (registration, contact) as valibot schemas: the
// contract the CMS functions check (docs/api.md, dist/openapi.json). The fake API validates with them;
// the widgets import only their types, so the schemas stay out of the bundle.
import * as v from "valibot";
import { CONTACT_TOPICS, SALUTATIONS } from "./contact-form.ts";

const language = v.picklist(["de", "en", "fr"]);
const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
/** The shape core/address/validation.ts checks: one @, no spaces, a dotted domain. */
const email = v.pipe(v.string(), v.trim(), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/), v.maxLength(254));
/** A fresh id (a UUID) per submit attempt: the backend acts once per requestId, so a repeated send does nothing twice. */
const requestId = v.pipe(v.string(), v.minLength(8));

/** Both confirmations are required (section 5 names them for the checkout; the registration asks the same). */
const ConsentsSchema = v.object({ terms: v.literal(true), privacy: v.literal(true) });

/**
 * A company's application to buy on invoice, confirmed by an authorised signatory's signature
 * (docs/decisions/signature.md): a typed name, or a drawing as a PNG data URL.
 */
export const InvoicePurchaseSchema = v.object({
  signatory: text(120),
  signature: v.variant("kind", [
    v.object({ kind: v.literal("typed"), name: text(120) }),
    v.object({
      kind: v.literal("drawn"),
      image: v.pipe(v.string(), v.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/), v.maxLength(300_000)),
    }),
  ]),
});

const personEntries = {
  requestId,
  language,
  salutation: v.picklist(SALUTATIONS),
  firstName: text(60),
  lastName: text(60),
  email,
  phone: optionalText(40),
  consents: ConsentsSchema,
};

/** An existing customer (ordered before, by phone or e-mail) asks for online access. */
const ExistingCustomerSchema = v.object({
  kind: v.literal("existing"),
  ...personEntries,
  customerNumber: text(20),
});

/** A new customer, private or company, with the address rules of the checkout (core/address/validation.ts). */
const NewCustomerSchema = v.object({
  kind: v.literal("new"),
  ...personEntries,
  customerType: v.picklist(["private", "company"]),
  /** Companies only. */
  company: v.optional(
    v.object({
      name: text(100),
      legalForm: text(40),
      /** Letters and digits, at most 14 (section 5); left out when the company has none. */
      vatId: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,14}$/))),
    }),
  ),
  address: v.object({
    street: text(100),
    addition: optionalText(100),
    postcode: v.pipe(v.string(), v.trim(), v.maxLength(12)),
    city: text(80),
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  }),
  /** Companies only, optional. */
  invoicePurchase: v.optional(InvoicePurchaseSchema),
});

/** Body of POST ansprechpartner/register. */
export const RegistrationBodySchema = v.variant("kind", [ExistingCustomerSchema, NewCustomerSchema]);
export type RegistrationBody = v.InferOutput<typeof RegistrationBodySchema>;

/** Body of POST contact. */
export const ContactMessageBodySchema = v.object({
  requestId,
  language,
  topic: v.picklist(CONTACT_TOPICS),
  salutation: v.optional(v.picklist(SALUTATIONS)),
  name: text(120),
  email,
  phone: optionalText(40),
  company: optionalText(100),
  /** A customer or order number, free text. */
  reference: optionalText(40),
  message: text(5000),
  privacy: v.literal(true),
  /** The logged-in contact, when there is one. */
  contactId: v.optional(v.string()),
  /** Spam protection: the honeypot field (empty from people) and the time from form shown to submit. */
  website: v.string(),
  elapsedMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ContactMessageBody = v.InferOutput<typeof ContactMessageBodySchema>;
