// The server's own check of a registration (POST ansprechpartner/register answers 422 invalid_field with
// the body's field): the element's rules (core/registration/registration-form.ts, the address and VAT ID
// rules) run again on what arrived, since a body need not come from the element. One rule for the
// demo's fake and the shop's functions. Pure.
import type { AddressField } from "../address/validation.ts";
import type { RegistrationBody } from "../api/service-request-schemas.ts";
import { type RegistrationErrors, type RegistrationForm, registrationAddressOptions, validateRegistration } from "./registration-form.ts";

/** The form the body was made from. */
function formOf(body: RegistrationBody): RegistrationForm {
  const isNew = body.kind === "new";
  const invoice = isNew ? body.invoicePurchase : undefined;
  return {
    path: body.kind,
    salutation: body.salutation,
    address: {
      customerType: isNew ? body.customerType : "private",
      companyName: (isNew && body.company?.name) || "",
      legalForm: (isNew && body.company?.legalForm) || "",
      vatId: (isNew && body.company?.vatId) || "",
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone ?? "",
      street: isNew ? body.address.street : "",
      addition: (isNew && body.address.addition) || "",
      postcode: isNew ? body.address.postcode : "",
      city: isNew ? body.address.city : "",
      country: isNew ? body.address.country : "",
    },
    customerNumber: body.kind === "existing" ? body.customerNumber : "",
    invoice: {
      apply: Boolean(invoice),
      signatory: invoice?.signatory ?? "",
      kind: invoice?.signature.kind ?? "typed",
      typedName: invoice?.signature.kind === "typed" ? invoice.signature.name : "",
      drawing: invoice?.signature.kind === "drawn" ? invoice.signature.image : "",
    },
    terms: body.consents.terms,
    privacy: body.consents.privacy,
  };
}

/** Where an address field is in the body. */
const ADDRESS_PATHS: Partial<Record<AddressField, string>> = {
  companyName: "company.name",
  legalForm: "company.legalForm",
  vatId: "company.vatId",
  street: "address.street",
  addition: "address.addition",
  postcode: "address.postcode",
  city: "address.city",
  country: "address.country",
};

function firstPath(errors: RegistrationErrors): string | undefined {
  const [key, value] = Object.entries(errors)[0] ?? [];
  if (key === "address") {
    const field = Object.keys(value as object)[0] as AddressField;
    return ADDRESS_PATHS[field] ?? field;
  }
  if (key === "signatory") return "invoicePurchase.signatory";
  if (key === "signature") return "invoicePurchase.signature";
  return key;
}

/** The body's first field the shop's rules refuse, as a dot path ("company.vatId"), or undefined. */
export const registrationFieldProblem = (body: RegistrationBody): string | undefined =>
  firstPath(validateRegistration(formOf(body), registrationAddressOptions()));
