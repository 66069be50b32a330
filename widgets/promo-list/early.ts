// The promotional list's first screen, asked for by the element's loader before the element's code
// has arrived (core/element/loader.ts): the promotions for the stored company, as PromoList.tsx asks
// for them, from the block as written (core/element/early-block.ts).
import { startEarly } from "../../core/api/early.ts";
import { promotionsRequest } from "../../core/api/list-requests.ts";
import { earlyBlock } from "../../core/element/early-block.ts";
import { storedCompanyId } from "../../core/state/stored-company.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  if (page) startEarly(page.baseUrl, promotionsRequest({ ...page, companyId: storedCompanyId() }));
}
