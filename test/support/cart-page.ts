// Shared setup of the cart component tests.
import "../../widgets/cart/element.ts";
import { $cartCount } from "../../core/state/cart-count.ts";
import { cartBlock } from "./cart-api.ts";
import { cleanup, mount, ui } from "./dom.ts";
import { resetMocks, startMocks } from "./msw.ts";

export function useCartPageSetup(): void {
  before(() => startMocks());
  afterEach(() => {
    cleanup();
    resetMocks();
    $cartCount.set(0);
  });
}

/** Mounts <shop-cart> and waits for its heading. */
export async function mountCart(data: unknown = cartBlock()) {
  const el = mount("shop-cart", data);
  const q = ui(el);
  await q.findByRole("heading", { name: /^(Warenkorb|Cart|Panier)$/ }, { timeout: 5000 });
  return { el, q };
}
