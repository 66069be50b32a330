import { expect } from "chai";
import { cartStores, FINISHED_CART, followCart } from "../../core/cart/cart-stores.ts";
import type { LineFacts } from "../../core/order/rules.ts";
import { orderTotals } from "../../core/pricing/totals.ts";
import { $cartCount } from "../../core/state/cart-count.ts";
import { finishCart } from "../../core/state/finish-cart.ts";
import { $cartPriceCent, $directOrder, $selectedVat, $shippingCost } from "../../core/state/stores.ts";
import { resetSession } from "../support/session.ts";

const box: LineFacts = { articleId: "1001", amount: 60, bulky: false };
const folder: LineFacts = { articleId: "1002", amount: 3, bulky: false };
const plansCabinet: LineFacts = { articleId: "1003", amount: 1, bulky: true };
// 252.00 € and 23.40 € net, 5.90 € shipping, 2.50 € packaging, 19 %: 337.72 € gross.
const totals = orderTotals({ lineNetCents: [25200, 2340], shippingCents: 590, packagingCents: 250, taxStatus: undefined, selectedVat: 19 });
const cart = { facts: [box, folder], totals, vatOption: 19, country: "de" };

describe("the stores that follow the cart (specification section 4)", () => {
  afterEach(() => {
    resetSession();
    $cartCount.set(0);
  });

  it("cart price in cent is the gross total with fees and VAT; shipping cost the fee; selected VAT the country's option; the count the lines", () => {
    expect(cartStores(cart)).to.deep.equal({ cartPriceCent: 33772, shippingCost: 590, directOrder: true, cartCount: 2, selectedVat: 19 });
  });

  it("the direct-order flag is off for a bulky line, a country without direct orders, and an empty cart (section 6)", () => {
    expect(cartStores({ ...cart, facts: [box, plansCabinet] }).directOrder).to.equal(false);
    expect(cartStores({ ...cart, country: "ch", vatOption: 0 }).directOrder).to.equal(false);
    expect(cartStores({ ...cart, facts: [] })).to.include({ directOrder: false, cartCount: 0 });
  });

  it("followCart writes the shared stores", () => {
    followCart(cartStores({ ...cart, vatOption: 20, country: "at" }));
    expect([$cartPriceCent.get(), $shippingCost.get(), $directOrder.get(), $cartCount.get(), $selectedVat.get()]).to.deep.equal([
      33772,
      590,
      true,
      2,
      20,
    ]);
  });

  it("a finished cart empties them and forgets the session's cart; the VAT option stays, it belongs to the country", () => {
    localStorage.setItem("sessionid", "finished-cart");
    followCart(cartStores({ ...cart, vatOption: 20 }));
    finishCart();
    expect([$cartPriceCent.get(), $shippingCost.get(), $directOrder.get(), $cartCount.get(), $selectedVat.get()]).to.deep.equal([
      0,
      0,
      false,
      0,
      20,
    ]);
    expect(localStorage.getItem("sessionid")).to.equal(null);
    expect(FINISHED_CART).not.to.have.property("selectedVat");
  });
});
