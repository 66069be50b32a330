// The logged-in contact's companies as a request (path and query), apart from its schema: the client
// sends it (core/api/contacts.ts), and the company switcher's loader may send the same one before the
// element's code has arrived (widgets/company-switcher/early.ts). A file of its own, as
// contact-person-request.ts: shared by two chunks, the two would be a third file on every shop page.

/** GET ansprechpartner/companies?contactId: the companies the contact may act for. */
export const contactCompaniesRequest = (contactId: string) => ({ path: "ansprechpartner/companies", query: { contactId } });
