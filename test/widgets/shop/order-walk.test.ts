import { expect } from "chai";
import "../../../widgets/cart/element.ts";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/thank-you/element.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { mount, ui } from "../../support/dom.ts";
import {
  atStep,
  BANK,
  checkoutBlock,
  GOOD_CARD,
  mountCheckout,
  placeOrder,
  thankYouDeal,
  toOverview,
  typeCard,
  useCheckoutSetup,
  waitFor,
  waitForThankYou,
  type Queries,
} from "../checkout/setup.ts";

// The whole way a shopper goes, page by page (each page is its elements mounted anew, as after a
// navigation): product page → cart → checkout → thank-you, over the demo's stateful fake API, once
// for each payment choice.
const PAYMENT = { prepayment: BANK };

interface Choice {
  method: string;
  /** What the shopper does after "Zahlungspflichtig bestellen" (the payment panel), if anything. */
  pay?: (el: HTMLElement, q: Queries) => Promise<void>;
  /** What the thank-you page says happens next. */
  next: RegExp;
}

const CHOICES: Choice[] = [
  { method: "Rechnung", next: /Sie zahlen auf Rechnung: Die Rechnung erhalten Sie mit der Lieferung\./ },
  { method: "Vorkasse", next: /DE89 3704 0044 0532 0130 00/ },
  {
    method: "Kreditkarte",
    pay: async (el, q) => {
      // Into the provider's hosted card fields (another origin), by keyboard.
      await typeCard(el, GOOD_CARD);
      q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    },
    next: /Ihre Zahlung per Kreditkarte ist bei uns eingegangen\./,
  },
  {
    method: "PayPal",
    pay: async (_el, q) => (await q.findByRole("button", { name: "Mit PayPal bezahlen" }, { timeout: 5000 })).click(),
    next: /Ihre Zahlung per PayPal ist bei uns eingegangen\./,
  },
];

describe("a shopper's order, from the product page to the thank-you page", () => {
  useCheckoutSetup();

  for (const choice of CHOICES) {
    it(`adds on the product page, sees the line in the cart, orders with ${choice.method} and gets the confirmation`, async () => {
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

      const { el, q } = await mountCheckout(checkoutBlock({ payment: PAYMENT }));
      await toOverview(q, choice.method);
      expect(el.shadowRoot!.textContent).to.contain(lineName);
      await placeOrder(q);
      if (choice.pay) {
        await atStep(q, "Bezahlung");
        await choice.pay(el, q);
      }
      await waitForThankYou(el);
      el.remove();

      const dealId = thankYouDeal();
      const thanks = mount("shop-thank-you", { language: "de", baseUrl: "", geoLocation: "de", dealId, payment: PAYMENT });
      await ui(thanks).findByRole("heading", { name: "Vielen Dank für Ihre Bestellung" }, { timeout: 5000 });
      const page = thanks.shadowRoot!.textContent;
      expect(page).to.match(/AB-\d{4}-\d{5}/);
      expect(page).to.contain(lineName);
      expect(page).to.match(choice.next);
      expect($cartCount.get()).to.equal(0, "the cart is done");
    });
  }
});
