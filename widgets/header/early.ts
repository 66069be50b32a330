// The header's first screen, asked for by its loader before the element's code has arrived
// (core/element/loader.ts): the cart read behind the cart badge, as use-cart-count.ts sends it, from
// the block as written (core/element/early-block.ts). A search asks only once the shopper types.
import { startCartRead } from "../../core/cart/early-cart.ts";
import { earlyBlock } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block, "de");
  if (page) startCartRead(page);
}
