// After an order or an offer request the cart is done with: the next article added starts a new cart
// (a new sessionid), and the stores that describe the cart return to empty (core/cart/cart-stores.ts).
// Safe to call twice (the checkout calls it on success, the thank-you page again after a reload).
import { FINISHED_CART, followCart } from "../cart/cart-stores.ts";
import { forgetSessionId } from "./session-id.ts";

export function finishCart(): void {
  forgetSessionId();
  followCart(FINISHED_CART);
}
