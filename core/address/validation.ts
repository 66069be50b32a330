// Address rules as pure functions returning error codes; core/forms/field-messages.ts turns a code into
// the translated message. The specification names the messages (section 5) and says the rules behind
// them are "not shown"; these are ours (docs/decisions/address-and-form-rules.md). Values are checked trimmed.
//
// - names (first, last): 2–60 characters, letters of any script with accents, spaces, apostrophes
//   (' ’), hyphens and dots, at least one letter ("Anne-Marie", "O'Brien", "J. R.", "Łukasz").
// - phone: digits, spaces, . ( ) / - and a leading +, with 6–20 digits ("+49 (0)30 1234-567",
//   "01.23.45.67.89"); sent normalised (normalizePhone in ./email-phone.ts).
// - city: at most 80 characters, letters with accents, spaces, hyphens, apostrophes, dots, and the
//   parentheses and slash of names such as "Frankfurt (Oder)" or "Neustadt/Weinstraße"; no digits.
// - street and number: at most 100 characters, at least one letter; letters, digits, spaces and
//   . , ' ’ - / # & ( ) °. A house number is not demanded (rural and UK addresses may have none).
// - address addition: optional, at most 100 characters of the same set ("c/o Archiv, 3. OG").
// - e-mail: required; one @, no spaces, a dotted domain whose last label has 2+ characters, at most
//   254 characters.
// - VAT ID: letters and digits only, at most 14 (section 9); asked only of companies and required
//   only when the options say so (e.g. a VAT-free order from another EU country). With the option
//   vatIdRule the registration checks its EU prefix, country and format (core/address/vat-id.ts).
// - legal form: for companies one of core/address/legal-forms.ts, also when left empty.
// - company name: required for companies (optional for a delivery recipient), at most 100.
// - postcode: core/address/postcode.ts for the country chosen; optional only in countries without
//   postcodes.
// - country: an ISO code, and one of options.countries when given.
import { isCountryCode } from "./countries.ts";
import { validateEmail, validatePhone } from "./email-phone.ts";
import { isLegalForm } from "./legal-forms.ts";
import type { VatIdErrorCode } from "./vat-id.ts";
import { isValidPostcode, normalizePostcode, postcodeRequired } from "./postcode.ts";

export type CustomerType = "private" | "company";

/** One address block as typed. Strings as entered; `country` an upper-case ISO code or ''. */
export interface AddressForm {
  customerType: CustomerType;
  companyName: string;
  /** A code of LEGAL_FORMS, or '' while none is chosen. */
  legalForm: string;
  vatId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Street and house number. */
  street: string;
  /** Address addition (c/o, building, floor). */
  addition: string;
  postcode: string;
  city: string;
  country: string;
}

export type AddressField = keyof AddressForm;

// E-mail and phone live in their own file, so a form that asks only for them (the contact dialog)
// loads no country list.
export { validateEmail, validatePhone };

/** The codes any form's fields use, with or without an address (core/forms/field-messages.ts). */
export type FieldErrorCode =
  | "required"
  /** The e-mail field left empty: it has its own message (section 5, "E-mail required"). */
  | "emailRequired"
  /** Anything else that does not fit ('Bitte überprüfen Sie Ihre Eingabe'). */
  | "checkInput"
  | "invalidPhone"
  | "invalidName"
  | "invalidEmail";

/** FieldErrorCode and the address block's own codes (core/address-forms/address-messages.ts). */
export type AddressErrorCode =
  | FieldErrorCode
  | "invalidCity"
  | "invalidAddress"
  | "invalidPostcode"
  | "invalidLegalForm"
  /** invalidVatId and, with the option vatIdRule, the EU rules of core/address/vat-id.ts. */
  | VatIdErrorCode;

export type AddressErrors = Partial<Record<AddressField, AddressErrorCode>>;

/**
 * "full": the customer's own address (invoice, offer request) with customer type, company data and
 * e-mail. "recipient": a delivery address, which only says who receives the goods where: an optional
 * company name, the person, the place, and a phone for the carrier (forwarders call ahead). E-mail,
 * customer type, legal form and VAT ID belong to the customer, not to the place of delivery; the
 * checkout takes them from the invoice block.
 */
export type AddressVariant = "full" | "recipient";

export interface AddressOptions {
  /** Default "full". */
  variant?: AddressVariant;
  /** Companies must give a VAT ID. Default false. */
  vatIdRequired?: boolean;
  /**
   * A stricter VAT ID rule instead of letters and digits only: the registration's EU check
   * (checkEuVatId of core/address/vat-id.ts: prefix, the address's country, format, German check
   * digit). Passed in, not imported, so forms without it do not load its tables. Default none (the
   * checkout's rule).
   */
  vatIdRule?: (vatId: string, country: string, required: boolean) => AddressErrorCode | undefined;
  /** The phone number is required. Default false. */
  phoneRequired?: boolean;
  /** The countries allowed (upper-case codes); default all. */
  countries?: readonly string[];
}

/** A new, empty block; `country` (any case) is preset when it is an ISO code. */
export function emptyAddressForm(country = ""): AddressForm {
  const code = country.trim().toUpperCase();
  return {
    customerType: "private",
    companyName: "",
    legalForm: "",
    vatId: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    street: "",
    addition: "",
    postcode: "",
    city: "",
    country: isCountryCode(code) ? code : "",
  };
}

const PERSON: readonly AddressField[] = ["firstName", "lastName"];
const PLACE: readonly AddressField[] = ["street", "addition", "postcode", "city", "country"];

/** The fields a block asks for, in the order shown; company fields only for companies. */
export function addressFields(customerType: CustomerType, variant: AddressVariant = "full"): readonly AddressField[] {
  if (variant === "recipient") return ["companyName", ...PERSON, ...PLACE, "phone"];
  const company: AddressField[] = customerType === "company" ? ["companyName", "legalForm", "vatId"] : [];
  return ["customerType", ...company, ...PERSON, "email", "phone", ...PLACE];
}

/** Whether a field must be filled in (the form marks it with '*'). */
export function isFieldRequired(field: AddressField, form: AddressForm, options: AddressOptions = {}): boolean {
  const company = (options.variant ?? "full") === "full" && form.customerType === "company";
  switch (field) {
    case "companyName":
    case "legalForm":
      return company;
    case "vatId":
      return company && !!options.vatIdRequired;
    case "phone":
      return !!options.phoneRequired;
    case "addition":
      return false;
    case "postcode":
      return postcodeRequired(form.country);
    default:
      return true;
  }
}

const LETTER = /\p{L}/u;
const NAME = /^[\p{L}\p{M} '’.-]{2,60}$/u;
const CITY = /^[\p{L}\p{M} '’.()/-]{1,80}$/u;
const ADDRESS_LINE = /^[\p{L}\p{M}\p{N} .,'’/#&()°-]{1,100}$/u;
const VAT_ID = /^[A-Za-z0-9]{1,14}$/;

/** First or last name; '' counts as missing. */
export function validateName(value: string, required = true): FieldErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return NAME.test(v) && LETTER.test(v) ? undefined : "invalidName";
}

export function validateCity(value: string, required = true): AddressErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return CITY.test(v) && LETTER.test(v) ? undefined : "invalidCity";
}

/** Street and house number. */
export function validateStreet(value: string, required = true): AddressErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return ADDRESS_LINE.test(v) && LETTER.test(v) ? undefined : "invalidAddress";
}

/** The optional address addition. */
export function validateAddition(value: string): AddressErrorCode | undefined {
  const v = value.trim();
  return !v || ADDRESS_LINE.test(v) ? undefined : "checkInput";
}

export function validateVatId(value: string, required = false): AddressErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return VAT_ID.test(v) ? undefined : "invalidVatId";
}

/** Empty counts as invalid too: the specification's message asks for a valid legal form. */
export function validateLegalForm(value: string): AddressErrorCode | undefined {
  return isLegalForm(value.trim()) ? undefined : "invalidLegalForm";
}

export function validateCompanyName(value: string, required = true): AddressErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  return v.length <= 100 ? undefined : "checkInput";
}

/** Postcode for `country`; required unless the country has no postcodes. */
export function validatePostcode(country: string, value: string): AddressErrorCode | undefined {
  if (!value.trim()) return postcodeRequired(country) ? "required" : undefined;
  return isValidPostcode(country, value) ? undefined : "invalidPostcode";
}

export function validateCountry(value: string, allowed?: readonly string[]): AddressErrorCode | undefined {
  const v = value.trim().toUpperCase();
  if (!v) return "required";
  return isCountryCode(v) && (!allowed || allowed.includes(v)) ? undefined : "checkInput";
}

/** The error of one field of a block, or undefined. */
export function validateField(field: AddressField, form: AddressForm, options: AddressOptions = {}): AddressErrorCode | undefined {
  const required = isFieldRequired(field, form, options);
  switch (field) {
    case "customerType":
      return form.customerType === "private" || form.customerType === "company" ? undefined : "required";
    case "companyName":
      return validateCompanyName(form.companyName, required);
    case "legalForm":
      return required ? validateLegalForm(form.legalForm) : undefined;
    case "vatId":
      return options.vatIdRule ? options.vatIdRule(form.vatId, form.country, required) : validateVatId(form.vatId, required);
    case "firstName":
    case "lastName":
      return validateName(form[field], required);
    case "email":
      return validateEmail(form.email, required);
    case "phone":
      return validatePhone(form.phone, required);
    case "street":
      return validateStreet(form.street, required);
    case "addition":
      return validateAddition(form.addition);
    case "postcode":
      return validatePostcode(form.country, form.postcode);
    case "city":
      return validateCity(form.city, required);
    case "country":
      return validateCountry(form.country, options.countries);
  }
}

/** The errors of the fields the block asks for (addressFields); {} when it is complete. */
export function validateAddress(form: AddressForm, options: AddressOptions = {}): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of addressFields(form.customerType, options.variant)) {
    const error = validateField(field, form, options);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The block as it is sent: values trimmed, postcode and country normalised, and the fields the block
 * does not ask for emptied (a private customer's company data typed before switching, say).
 */
export function cleanAddress(form: AddressForm, variant: AddressVariant = "full"): AddressForm {
  const asked = new Set(addressFields(form.customerType, variant));
  const clean = emptyAddressForm();
  clean.customerType = variant === "full" ? form.customerType : "private";
  for (const field of asked) if (field !== "customerType") clean[field] = form[field].trim();
  clean.postcode = normalizePostcode(clean.postcode);
  clean.country = clean.country.toUpperCase();
  return clean;
}
