import { expect } from "chai";
import "../../../widgets/cart/element.ts";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/thank-you/element.ts";
import "../../../widgets/vat-modal/element.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { $showVAT } from "../../../core/state/stores.ts";
import { productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { mount, ui } from "../../support/dom.ts";
import { priceText } from "../../support/product-page.ts";
import {
  checkoutBlock,
  mountCheckout,
  placeOrder,
  thankYouDeal,
  toOverview,
  useCheckoutSetup,
  waitFor,
  waitForThankYou,
} from "../checkout/setup.ts";

/** The price labels of an order on screen: its lines table's price columns and its totals' rows before the total. */
function priceLabels(el: HTMLElement): string[] {
  const root = el.shadowRoot!;
  const lines = [...root.querySelectorAll(".order-lines thead th")].slice(2);
  const totals = [...root.querySelectorAll(".totals dt")].slice(0, 3);
  return [...lines, ...totals].map((label) => label.textContent ?? "");
}

/** Every price label says gross, none net. */
function expectGrossLabels(el: HTMLElement, count: number): void {
  const labels = priceLabels(el);
  expect(labels, labels.join(" | ")).to.have.length(count);
  for (const label of labels) expect(label).to.match(/ brutto$/);
}

// Each page is its elements mounted anew, as after a navigation, in one browser session.
describe("a private shopper's first visit with gross prices (docs/decisions/gross-net-labels.md)", () => {
  useCheckoutSetup();

  it("answers the gross/net question with gross; product, cart, checkout and thank-you page show gross prices labelled 'brutto', the thank-you page even after a switch to net", async () => {
    // The first page asks.
    const modal = mount("shop-vat-modal", { language: "de", baseUrl: "" });
    (await ui(modal).findByRole("button", { name: "Preise mit Mehrwertsteuer (brutto)" }, { timeout: 5000 })).click();
    const product = mount("shop-product-detail", productDataBlock("1001"));
    const add = await ui(product).findByRole("button", { name: "In den Warenkorb" }, { timeout: 5000 });
    await waitFor(() => expect(product.shadowRoot!.querySelector(".vat-note")!.textContent).to.contain("inkl. 19 % MwSt."));
    const price = priceText(ui(product));
    add.click();
    await waitFor(() => expect($cartCount.get()).to.equal(1), { timeout: 3000 });
    product.remove();
    modal.remove();

    // The next pages of the session do not ask again.
    const nextModal = mount("shop-vat-modal", { language: "de", baseUrl: "" });
    const cart = mount("shop-cart", { language: "de", geoLocation: "de", baseUrl: "" });
    await ui(cart).findByRole("link", { name: "Zur Kasse" }, { timeout: 5000 });
    expect(nextModal.shadowRoot!.querySelector("dialog[open]") === null).to.equal(true, "asked once per session");
    expect(cart.shadowRoot!.querySelector(".line-price")!.textContent).to.equal(price);
    expectGrossLabels(cart, 3);
    cart.remove();

    const { el, q } = await mountCheckout(checkoutBlock());
    await toOverview(q);
    await waitFor(() => expect(el.shadowRoot!.querySelector(".order-lines tbody td:last-child")!.textContent).to.equal(price));
    expectGrossLabels(el, 5);
    await placeOrder(q);
    await waitForThankYou(el);
    el.remove();
    // Switched to net before the confirmation shows (or reopened in a new session): it keeps the order's display.
    $showVAT.set(false);

    const thanks = mount("shop-thank-you", { language: "de", baseUrl: "", geoLocation: "de", dealId: thankYouDeal() });
    await ui(thanks).findByRole("heading", { name: "Vielen Dank für Ihre Bestellung" }, { timeout: 5000 });
    expect(thanks.shadowRoot!.querySelector(".order-lines tbody td:last-child")!.textContent).to.equal(price);
    expectGrossLabels(thanks, 5);
    expect(thanks.shadowRoot!.querySelector(".totals .included dt")!.textContent).to.equal("enthaltene MwSt. 19 %");
  });
});
