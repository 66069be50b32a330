import { expect } from "chai";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { mountCart } from "../../support/cart-page.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const note = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="free-shipping"]')?.textContent ?? null;

describe("<shop-cart> says how far free shipping is (docs/decisions/costs-before-the-cart.md)", () => {
  useElementSuite();

  it("below the threshold (shippingFee's freeFromNet): how much more the goods must be worth, net", async () => {
    cartApi({ items: [cartLine("1", { menge: 1 })] });
    const { el } = await mountCart();
    await waitFor(() =>
      expect(note(el)).to.match(/^Versandkostenfrei ab 250,00\u00a0€ Warenwert \(netto\): es fehlen noch 245,10\u00a0€\.$/),
    );
  });

  it("at the threshold it says the goods reach it", async () => {
    cartApi({ items: [cartLine("1", { menge: 1000 })], shippingFee: 0 });
    const { el } = await mountCart();
    await waitFor(() => expect(note(el)).to.equal("Versandkostenfrei: der Warenwert erreicht 250,00\u00a0€ (netto)."));
  });

  it("a delivery that never ships free (a forwarder: freeFromNet null) names no threshold", async () => {
    cartApi({ items: [cartLine("1")], shippingFee: 89, freeFromNet: null });
    const { el, q } = await mountCart();
    await waitFor(() => expect(q.getByRole("link", { name: "Zur Kasse" })).to.exist);
    expect(note(el)).to.equal(null);
  });
});
