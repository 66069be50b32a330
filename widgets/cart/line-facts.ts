import type { CartLine } from "../../core/api/cart.ts";
import type { LineFacts } from "../../core/order-rules.ts";

/** What the order rules need to know of a cart line. */
export const lineFacts = (line: CartLine): LineFacts => ({
  articleId: line.article_id,
  amount: line.menge,
  bulky: line.sperrgut_artikel,
  requestThreshold: line.requested_delivery_amount ?? undefined,
});
