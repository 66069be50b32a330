// The thank-you page's first screen, asked for by its loader before the element's code has arrived
// (core/element/loader.ts): the deal the block or the page's `?deal=` names, as use-deal.ts reads it,
// from the block as written (core/element/early-block.ts).
import { dealRequest } from "../../core/api/deal-requests.ts";
import { startEarly } from "../../core/api/early.ts";
import { earlyBlock, earlyId } from "../../core/element/early-block.ts";
import { dealParam } from "./deal-param.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  const { dealId } = block;
  // What the schema reads as none (optionalId) leaves the deal to the page's URL (thank-you-data.ts).
  const none = dealId === undefined || dealId === null || dealId === "" || dealId === "null";
  const id = none ? dealParam(window.location.search) : earlyId(dealId);
  if (page && id) startEarly(page.baseUrl, dealRequest(id));
}
