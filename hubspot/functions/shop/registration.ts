// Registration (docs/api.md#registration, docs/decisions/hubspot-accounts.md): recorded on the person's
// HubSpot contact through the CRM objects API. A new company becomes a company record associated with the
// contact; an existing customer's contact is associated with their contact person (`ansprechpartner`),
// found by customer number and e-mail. The registration's date on the contact is what puts the contact in
// the portal's membership list, and HubSpot sends the invitation to set a password. Once per requestId:
// the id is kept on the contact, and a repeated request answers as the first did.
import { vatIdTreatment } from "../../../core/address/vat-id.ts";
import { REGISTRATION_LIMIT } from "../../../core/api/attempt-limits.ts";
import type { RegistrationAnswer, RegistrationBody, VatReview } from "../../../core/api/registration.ts";
import { registrationFieldProblem } from "../../../core/registration/registration-check.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { associate, createRecord, CrmRecordConflict, type CrmRecord, getRecord, searchAll, updateRecord } from "../crm/objects.ts";
import { CONTACT_PERSON_TYPE, companiesOfPersons, isActive } from "./contact-persons.ts";
import { contactByEmail, countAttempt, saveContact } from "./contacts.ts";

type NewCustomer = Extract<RegistrationBody, { kind: "new" }>;

const CONTACT_PROPERTIES = [
  "company",
  "hs_content_membership_status",
  "shop_registered_at",
  "shop_registration",
  "shop_registration_request_id",
  "shop_register_attempts",
  "shop_vat_review",
];

/** Online access already: a member of the CMS memberships, or a registration recorded here whose invitation is out. */
const hasAccess = (contact: CrmRecord) =>
  contact.properties.hs_content_membership_status === "active" || Boolean(contact.properties.shop_registered_at);

/** The answer a recorded registration gave. */
function recordedAnswer(contact: CrmRecord, email: string): RegistrationAnswer {
  const p = contact.properties;
  const companyName = p.shop_registration === "existing" ? p.company : null;
  return { email, vatReview: (p.shop_vat_review ?? "none") as VatReview, ...(companyName ? { companyName } : {}) };
}

/** The active contact person with this customer number and e-mail (the ERP's record of a customer who ordered before). */
async function customerOf(crm: Crm, customerNumber: string, email: string): Promise<CrmRecord | undefined> {
  // No unique property holds the pair, so this one read searches; registrations are rare and the ERP's records old.
  const found = await searchAll(
    crm,
    CONTACT_PERSON_TYPE,
    [
      {
        filters: [
          { propertyName: "customer_number", operator: "EQ", value: customerNumber.toUpperCase() },
          { propertyName: "email", operator: "EQ", value: email.trim().toLowerCase() },
        ],
      },
    ],
    ["customer_number", "email", "active"],
  );
  return found.find(isActive);
}

/** The person as the form gave them. */
const personProperties = (body: RegistrationBody): Record<string, string> => ({
  firstname: body.firstName,
  lastname: body.lastName,
  shop_salutation: body.salutation,
  shop_language: body.language,
  ...(body.phone ? { phone: body.phone } : {}),
});

const addressProperties = (address: NewCustomer["address"]): Record<string, string> => ({
  address: [address.street, address.addition].filter(Boolean).join(", "),
  zip: address.postcode,
  city: address.city,
  country: address.country,
});

/** A new company's record, once per requestId (its unique property: a repeated request finds the first). */
async function companyOf(crm: Crm, body: NewCustomer): Promise<string> {
  const company = body.company;
  const properties = {
    name: company?.name ?? "",
    shop_legal_form: company?.legalForm ?? "",
    shop_vat_id: company?.vatId ?? "",
    shop_registration_request_id: body.requestId,
    ...addressProperties(body.address),
    ...(body.invoicePurchase ? { shop_invoice_purchase: JSON.stringify(body.invoicePurchase) } : {}),
  };
  try {
    return (await createRecord(crm, "companies", properties)).id;
  } catch (error) {
    const made =
      error instanceof CrmRecordConflict
        ? await getRecord(crm, "companies", body.requestId, [], "shop_registration_request_id")
        : undefined;
    if (!made) throw error;
    return made.id;
  }
}

/** Registers the person: the answer, or a Refusal (422, 429, 409 contact_active, 404 customer_not_found). */
export async function register(crm: Crm, body: RegistrationBody, now = Date.now()): Promise<RegistrationAnswer> {
  const contact = await contactByEmail(crm, body.email, CONTACT_PROPERTIES);
  if (contact && contact.properties.shop_registration_request_id === body.requestId && contact.properties.shop_registered_at)
    return recordedAnswer(contact, body.email);
  const field = registrationFieldProblem(body);
  if (field) throw new Refusal(422, "invalid_field", `${field} fails the shop's rules`, { field });
  const attempts = { shop_register_attempts: countAttempt(contact?.properties.shop_register_attempts, now, REGISTRATION_LIMIT) };
  if (contact && hasAccess(contact)) {
    await updateRecord(crm, "contacts", contact.id, attempts);
    throw new Refusal(409, "contact_active", "This person already has online access");
  }

  let answer: RegistrationAnswer;
  let contactId: string;
  if (body.kind === "existing") {
    const customer = await customerOf(crm, body.customerNumber, body.email);
    if (!customer) {
      if (contact) await updateRecord(crm, "contacts", contact.id, attempts);
      throw new Refusal(404, "customer_not_found", "No customer with this number and e-mail");
    }
    const company = (await companiesOfPersons(crm, [customer]))[0]?.company;
    const companyName = company?.properties.name ?? undefined;
    answer = {
      email: body.email,
      vatReview: vatIdTreatment(company?.properties.shop_vat_id ?? "", ""),
      ...(companyName ? { companyName } : {}),
    };
    contactId = await saveContact(crm, contact, body.email, {
      ...personProperties(body),
      ...attempts,
      ...(companyName ? { company: companyName } : {}),
    });
    await associate(crm, "contacts", contactId, CONTACT_PERSON_TYPE, customer.id);
  } else {
    const isCompany = body.customerType === "company";
    answer = { email: body.email, vatReview: isCompany ? vatIdTreatment(body.company?.vatId ?? "", body.address.country) : "none" };
    const own = isCompany ? { company: body.company?.name ?? "" } : addressProperties(body.address);
    contactId = await saveContact(crm, contact, body.email, { ...personProperties(body), ...attempts, ...own });
    if (isCompany) await associate(crm, "contacts", contactId, "companies", await companyOf(crm, body));
  }
  // Last, once everything it names exists: the registration itself, which brings the invitation.
  await updateRecord(crm, "contacts", contactId, {
    shop_registration: body.kind === "existing" ? "existing" : body.customerType,
    shop_registered_at: new Date(now).toISOString(),
    shop_registration_request_id: body.requestId,
    shop_vat_review: answer.vatReview,
  });
  return answer;
}
