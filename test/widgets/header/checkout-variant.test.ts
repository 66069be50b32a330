import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { mount, ui } from "../../support/dom.ts";
import { headerBlock, mountHeader, PHONE, useHeaderSetup, WIDE } from "./setup.ts";

/** The checkout's header `width` px wide, once its way back to the cart is shown. */
async function mountCheckoutHeader(overrides: Record<string, unknown> = {}, width = WIDE) {
  const el = mount("shop-header", headerBlock({ variant: "checkout", ...overrides }));
  el.style.width = `${width}px`;
  const q = ui(el);
  const back = await q.findByRole("link", { name: /Zurück zum Warenkorb|Back to cart|Retour au panier/ }, { timeout: 5000 });
  return { el, q, back };
}

const visibleText = (link: HTMLElement) =>
  [...link.querySelectorAll("span")]
    .filter((span) => span.checkVisibility())
    .map((span) => span.textContent)
    .join(" ");

describe("<shop-header>: the checkout's header", () => {
  useHeaderSetup();

  it("leads nowhere but back to the cart: no search, no categories, the secure note and the menu stay", async () => {
    cartApi({ items: [cartLine("1")] });
    const { q, back } = await mountCheckoutHeader();
    expect(back.getAttribute("href")).to.equal("/warenkorb");
    expect(q.getByText("Sichere Kasse")).to.exist;
    expect(q.queryByRole("combobox")).to.equal(null);
    expect(q.queryByRole("button", { name: /Suchen/ })).to.equal(null);
    expect(q.queryByRole("button", { name: "Sortiment" })).to.equal(null);
    expect(q.queryByRole("link", { name: /^Warenkorb, / })).to.equal(null);
    // The shop's header at the same width has them: the variant takes them away.
    const shop = await mountHeader(headerBlock(), WIDE);
    expect(shop.q.getByRole("combobox")).to.exist;
    expect(shop.q.getByRole("button", { name: "Sortiment" })).to.exist;
  });

  it("the way back follows the block's cart page and language; on a phone its visible word is the cart's, its name the whole phrase, and the note keeps to the row's end", async () => {
    const { back: wide } = await mountCheckoutHeader({ language: "en", cartUrl: "/shop/basket" });
    expect(wide.getAttribute("href")).to.equal("/shop/basket");
    expect(wide.getAttribute("aria-label")).to.equal("Back to cart");
    expect(visibleText(wide)).to.equal("Back to cart");
    const { back: narrow, q } = await mountCheckoutHeader({ language: "fr" }, PHONE);
    expect(narrow.getAttribute("href")).to.equal("/panier");
    expect(visibleText(narrow)).to.equal("Panier");
    expect(q.getByRole("button", { name: "Menu" })).to.exist;
    // The page lays its name over the row's start (docs/elements/header.md): the note keeps to the row's
    // end, its lock alone on screen and its words for screen readers.
    const words = q.getByText("Paiement sécurisé");
    expect(words.getBoundingClientRect().width).to.be.at.most(1);
    const row = narrow.closest(".header")!.getBoundingClientRect();
    const lock = words.closest(".secure")!.getBoundingClientRect();
    expect(lock.left - row.left, "the lock's distance from the row's start").to.be.at.least(row.width / 2);
  });

  it("is as tall as the shop's header at a phone's and a desktop's width", async () => {
    for (const width of [320, PHONE, WIDE]) {
      const { el } = await mountCheckoutHeader({}, width);
      const shop = await mountHeader(headerBlock(), width);
      expect(el.getBoundingClientRect().height, `${width} px`).to.be.closeTo(shop.el.getBoundingClientRect().height, 1);
      el.remove();
      shop.el.remove();
    }
  });

  it("axe finds nothing at a phone's and a desktop's width", async () => {
    for (const width of [PHONE, WIDE]) {
      const { el } = await mountCheckoutHeader({}, width);
      expect(await axeViolations(el)).to.deep.equal([]);
      el.remove();
    }
  });
});
