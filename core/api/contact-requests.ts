// A logged-in contact's reads as requests (path and query), apart from their schemas: the client sends
// them (core/api/contacts.ts, core/api/contact-form.ts), and the loaders of the company switcher and
// the contact form may send the same ones before the element's code has arrived (their early.ts).

/** GET ansprechpartner/companies?contactId: the companies the contact may act for. */
export const contactCompaniesRequest = (contactId: string) => ({ path: "ansprechpartner/companies", query: { contactId } });

/** GET ansprechpartner/get?contactId: the contact's own details. */
export const contactPersonRequest = (contactId: string) => ({ path: "ansprechpartner/get", query: { contactId } });
