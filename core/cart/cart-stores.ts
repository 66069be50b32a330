// The one place that decides which of the session's stores (specification section 4) follow the
// visitor's cart, and what they hold: the cart writes them whenever it shows a cart, and a finished
// cart (an order placed, an offer requested: core/state/finish-cart.ts) puts them back to empty.
import { canOrderDirectly, type LineFacts } from "../order/rules.ts";
import type { OrderTotals } from "../pricing/totals.ts";
import { $cartCount } from "../state/cart-count.ts";
import { $cartPriceCent, $directOrder, $selectedVat, $shippingCost } from "../state/stores.ts";

export interface CartStores {
  /** $cartPriceCent: what the cart costs with fees and VAT (the gross total), in cents. */
  cartPriceCent: number;
  /** $shippingCost: the shipping fee, in cents. */
  shippingCost: number;
  /** $directOrder: whether the cart can be ordered directly rather than only requested as an offer. */
  directOrder: boolean;
  /** $cartCount: the number of lines (the header's badge). */
  cartCount: number;
  /** $selectedVat: the delivery country's VAT option; absent leaves it, as it belongs to the country, not the cart. */
  selectedVat?: number | null;
}

/** What the stores hold for a cart on screen: its lines' facts, its totals and the country's VAT option. */
export function cartStores(cart: { facts: LineFacts[]; totals: OrderTotals; vatOption: number | null; country: string }): CartStores {
  return {
    cartPriceCent: cart.totals.grossCents,
    shippingCost: cart.totals.shippingCents,
    directOrder: canOrderDirectly(cart.facts, cart.country),
    cartCount: cart.facts.length,
    selectedVat: cart.vatOption,
  };
}

/** The stores of a cart that is done with: nothing in it, nothing to order. */
export const FINISHED_CART: CartStores = { cartPriceCent: 0, shippingCost: 0, directOrder: false, cartCount: 0 };

/** Writes `values` into the shared stores. */
export function followCart(values: CartStores): void {
  $cartPriceCent.set(values.cartPriceCent);
  $shippingCost.set(values.shippingCost);
  $directOrder.set(values.directOrder);
  $cartCount.set(values.cartCount);
  if (values.selectedVat !== undefined) $selectedVat.set(values.selectedVat);
}
