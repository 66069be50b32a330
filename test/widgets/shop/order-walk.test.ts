import { expect } from "chai";
import "../../../widgets/cart/element.ts";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/thank-you/element.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { mount, ui } from "../../support/dom.ts";
import { confirmTerms, mountCheckout, toOverview, useCheckoutSetup, visited, waitFor } from "../checkout/setup.ts";

// The whole way a shopper goes, page by page (each page is its elements mounted anew, as after a
// navigation): product page → cart → checkout → thank-you, over the demo's stateful fake API.
describe("a shopper's order, from the product page to the thank-you page", () => {
  useCheckoutSetup();

  it("adds on the product page, sees the line in the cart, orders on invoice and gets the confirmation", async () => {
    const product = mount("shop-product-detail", productDataBlock("1001"));
    const add = await ui(product).findByRole("button", { name: "In den Warenkorb" }, { timeout: 5000 });
    add.click();
    await waitFor(() => expect($cartCount.get()).to.equal(1), { timeout: 3000 });
    product.remove();

    const cart = mount("shop-cart", { language: "de", geoLocation: "de", baseUrl: "" });
    const toCheckout = await ui(cart).findByRole("link", { name: "Zur Kasse" }, { timeout: 5000 });
    expect(toCheckout.getAttribute("href")).to.equal("/kasse");
    const lineName = cart.shadowRoot!.querySelector(".name")?.textContent;
    cart.remove();

    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    expect(el.shadowRoot!.textContent).to.contain(lineName);
    await confirmTerms(q);
    q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await waitFor(() => expect(visited).to.have.length(1), { timeout: 5000 });
    el.remove();

    const dealId = new URL(visited[0]!, location.href).searchParams.get("deal")!;
    const thanks = mount("shop-thank-you", { language: "de", baseUrl: "", geoLocation: "de", dealId });
    await ui(thanks).findByRole("heading", { name: "Vielen Dank für Ihre Bestellung" }, { timeout: 5000 });
    expect(thanks.shadowRoot!.textContent).to.match(/AB-\d{4}-\d{5}/);
    expect(thanks.shadowRoot!.textContent).to.contain(lineName);
    expect($cartCount.get()).to.equal(0, "the cart is done");
  });
});
