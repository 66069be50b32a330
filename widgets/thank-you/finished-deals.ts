// The cart is done once its deal exists: the thank-you page finishes it (core/state/finish-cart.ts).
// It does so once per deal and browser, remembered like the cart's sessionid: a reload repeats nothing,
// and reopening an old confirmation from the history does not throw away a cart the shopper has
// started since. With storage blocked, the next visit finishes the (then empty) cart again: harmless.
import { finishCart } from "../../core/state/finish-cart.ts";
import { firstTimeInBrowser } from "../../core/state/once-per-browser.ts";

/** Finishes the cart for this deal unless this browser did so before. */
export function finishCartFor(dealId: string): void {
  if (firstTimeInBrowser("shop:finishedDeals", dealId)) finishCart();
}
