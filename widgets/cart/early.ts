// The cart's first screen, asked for by its loader before the element's code has arrived
// (core/element/loader.ts): the session's lines and the country's VAT option, as use-cart.ts asks for
// them, from the block as written (core/element/early-block.ts). The fees follow the lines' answer.
import { startOrderReads } from "../../core/cart/early-cart.ts";
import { earlyBlock } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  if (page) startOrderReads(page);
}
