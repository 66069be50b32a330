// The company switcher's first screen, asked for by the element's loader before the element's code
// has arrived (core/element/loader.ts): the logged-in contact's companies, as use-company-list.ts asks
// for them, from the block as written (core/element/early-block.ts). A guest's block asks nothing.
import { contactCompaniesRequest } from "../../core/api/contact-companies-request.ts";
import { startEarly } from "../../core/api/early.ts";
import { earlyOptionalId, earlyPage } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyPage(block);
  const contactId = earlyOptionalId(block.contactid);
  if (page && contactId) startEarly(page.baseUrl, contactCompaniesRequest(contactId));
}
