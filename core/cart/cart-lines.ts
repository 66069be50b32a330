// What the cart, the checkout and the offer request need to know of a cart line: its price at its
// amount (from its own price list, in cents) and the facts the order rules ask about.
import type { CartLine } from "../api/cart.ts";
import type { LineFacts } from "../order/rules.ts";
import { netLineCents, scaleEntryFor, toScale } from "../pricing/scale.ts";

/** Net cents of a line at its amount, from its own price list (0 when the list has no entry). */
export const lineNet = (line: CartLine): number => netLineCents(toScale(line.priceList.scaled_price), line.menge) ?? 0;

/** Net unit price in cents at the line's amount (0 when the list has no entry). */
export const lineUnitNet = (line: CartLine): number => scaleEntryFor(toScale(line.priceList.scaled_price), line.menge)?.unitCents ?? 0;

/** What the order rules need to know of a cart line. */
export const lineFacts = (line: CartLine): LineFacts => ({
  articleId: line.article_id,
  amount: line.menge,
  bulky: line.sperrgut_artikel,
  requestThreshold: line.requested_delivery_amount ?? undefined,
});
