// The contact form's first screen, asked for by the element's loader before the element's code has
// arrived (core/element/loader.ts): a logged-in contact's details for the prefill, as use-prefill.ts
// asks for them, from the block as written (core/element/early-block.ts). A guest's block asks nothing.
import { contactPersonRequest } from "../../core/api/contact-person-request.ts";
import { startEarly } from "../../core/api/early.ts";
import { earlyOptionalId, earlyPage } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyPage(block);
  const contactId = earlyOptionalId(block.contactid);
  if (page && contactId && block.loggedIn === true) startEarly(page.baseUrl, contactPersonRequest(contactId));
}
