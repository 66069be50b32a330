// The account and service endpoints (docs/api.md#companies, #contact-person, #registration, #contact):
// the companies a logged-in contact may act for, the contact to prefill a form, registration, and the
// contact dialog's message (docs/decisions/hubspot-accounts.md).
import { SALUTATIONS } from "../../../core/api/contact-form.ts";
import { ContactMessageBodySchema, RegistrationBodySchema } from "../../../core/api/service-request-schemas.ts";
import { json, Refusal } from "../answer.ts";
import { getRecord } from "../crm/objects.ts";
import { defineFunction } from "../serve.ts";
import { companyAnswer } from "../shop/companies.ts";
import { fileMessage } from "../shop/contact-messages.ts";
import { activeContactPersons, companiesOfPersons, isRecordId } from "../shop/contact-persons.ts";
import { register } from "../shop/registration.ts";

const companies = defineFunction({
  path: "ansprechpartner/companies",
  async handle({ param, crm }) {
    const contactId = param("contactId");
    const persons = await activeContactPersons(crm, contactId);
    if (persons.length === 0) throw new Refusal(404, "no_valid_contact", `No valid and active contact ${contactId}`);
    const choices = (await companiesOfPersons(crm, persons)).map(({ company, person }) => ({
      company: companyAnswer(company),
      contactPersonFirstname: person.properties.firstname ?? "",
      contactPersonLastname: person.properties.lastname ?? "",
    }));
    if (choices.length === 0) throw new Refusal(404, "no_valid_company", `No valid company for contact ${contactId}`);
    return json(200, choices);
  },
});

const CONTACT_PROPERTIES = ["firstname", "lastname", "email", "phone", "shop_salutation"];

const person = defineFunction({
  path: "ansprechpartner/get",
  async handle({ param, crm }) {
    const contactId = param("contactId");
    const [contact, persons] = await Promise.all([
      isRecordId(contactId) ? getRecord(crm, "contacts", contactId, CONTACT_PROPERTIES) : undefined,
      activeContactPersons(crm, contactId),
    ]);
    const first = persons[0];
    if (!contact || !first) throw new Refusal(404, "not_found", `No active contact ${contactId}`);
    const p = contact.properties;
    const companyName = (await companiesOfPersons(crm, [first]))[0]?.company.properties.name;
    const salutation = SALUTATIONS.find((s) => s === p.shop_salutation);
    return json(200, {
      ...(salutation ? { salutation } : {}),
      firstName: p.firstname ?? "",
      lastName: p.lastname ?? "",
      email: p.email ?? "",
      ...(p.phone ? { phone: p.phone } : {}),
      ...(companyName ? { companyName } : {}),
      ...(first.properties.customer_number ? { customerNumber: first.properties.customer_number } : {}),
    });
  },
});

const registration = defineFunction({
  path: "ansprechpartner/register",
  body: RegistrationBodySchema,
  handle: async ({ body, crm }) => json(201, await register(crm, body)),
});

const contact = defineFunction({
  path: "contact",
  body: ContactMessageBodySchema,
  handle: async ({ body, crm }) => json(201, await fileMessage(crm, body)),
});

export const functions = [companies, person, registration, contact];
