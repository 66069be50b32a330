// Mounting the cart in its component tests (the suite's setup: element-suite.ts).
import "../../widgets/cart/element.ts";
import { cartBlock } from "./cart-api.ts";
import { mountElement } from "./element-suite.ts";

/** Mounts <shop-cart> and waits for its heading. */
export const mountCart = (data: unknown = cartBlock()) =>
  mountElement("shop-cart", data, (q) => q.findByRole("heading", { name: /^(Warenkorb|Cart|Panier)$/ }, { timeout: 5000 }));
