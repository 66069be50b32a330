// After an order or an offer request the cart is done with: the next article added starts a new cart
// (a new sessionid), and the stores that describe the cart return to empty. Safe to call twice (the
// checkout calls it on success, the thank-you page again after a reload).
import { forgetSessionId } from "./session-id.ts";
import { $cartCount } from "./cart-count.ts";
import { $cartPriceCent, $directOrder, $shippingCost } from "./stores.ts";

export function finishCart(): void {
  forgetSessionId();
  $cartCount.set(0);
  $cartPriceCent.set(0);
  $shippingCost.set(0);
  $directOrder.set(false);
}
