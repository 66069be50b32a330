// A logged-in contact's details as a request (path and query), apart from its schema: the client sends
// it (core/api/contact-form.ts), and the contact form's loader may send the same one before the
// element's code has arrived (widgets/contact/early.ts).

/** GET ansprechpartner/get?contactId: the contact's own details. */
export const contactPersonRequest = (contactId: string) => ({ path: "ansprechpartner/get", query: { contactId } });
