import { expect } from "chai";
import { narrowViewport, setViewport } from "../../support/commands";
import { waitForToast } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const ADDED = "Artikel wurde zum Warenkorb hinzugefügt";

/** A host page's long end (related rows, footer) after the product, before what the bar adds to <body>. */
function pageEnd(): HTMLElement {
  const end = document.createElement("footer");
  end.style.height = "2000px";
  document.body.insertBefore(end, document.querySelector("[data-shop-buy-bar-room]"));
  return end;
}

/** The bar, once its code is there (it loads after the first paint). */
const barOf = (el: HTMLElement) =>
  waitFor(() => {
    const bar = el.shadowRoot!.querySelector<HTMLElement>('[part="buy-bar"]');
    if (!bar) throw new Error("no bar yet");
    return bar;
  });

/** A phone's window (the bar shows below 48rem): 390 × 844 (WebKit's test window is never that narrow: skipped there). */
const phoneWindow = (test: Mocha.Context) => narrowViewport(test, { width: 390, height: 844 });

/** The bar of an element, if it has one (none until its code is there). */
const barIn = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="buy-bar"]');

const inView = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight && getComputedStyle(el).visibility === "visible";
};

describe("<shop-product-detail> buy bar on a phone (docs/decisions/buy-bar.md)", () => {
  useElementSuite();
  let end: HTMLElement | undefined;
  afterEach(async () => {
    end?.remove();
    scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it("at 390 × 844, scrolled to the page's end, the bar's add is in view and adds the amount; the cart link carries the count", async function () {
    await phoneWindow(this);
    const calls = productApi();
    const { el } = await mountProduct(productBlock());
    end = pageEnd();
    const bar = await barOf(el);
    scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(bar.getAttribute("aria-hidden")).to.equal("false"));
    const add = [...bar.querySelectorAll("button")].find((b) => b.textContent === "In den Warenkorb")!;
    await waitFor(() => expect(inView(add), "the bar's add button in view").to.equal(true));
    expect(bar.inert).to.equal(false);
    expect(bar.textContent).to.include("4,90\u00a0€").and.include("1 Stück");
    const cart = bar.querySelector("a")!;
    expect(cart.getAttribute("href")).to.equal("/warenkorb");
    expect(cart.getAttribute("aria-label")).to.equal("Warenkorb, 0 Artikel");
    add.click();
    await waitForToast(ADDED);
    expect(calls.post).to.have.length(1);
    await waitFor(() => expect(cart.getAttribute("aria-label")).to.equal("Warenkorb, 1 Artikel"));
    // The page's end keeps room for the bar: at the page's end (again: the room follows the bar's height,
    // which may have settled after the first scroll), the last of the page is above it.
    await waitFor(() => {
      scrollTo(0, document.documentElement.scrollHeight);
      expect(end!.getBoundingClientRect().bottom).to.be.at.most(bar.getBoundingClientRect().top + 1);
    });
  });

  it("while the page's own add button is in view the bar is hidden, aria-hidden and inert: no second focus stop", async function () {
    await phoneWindow(this);
    productApi();
    const { el, q } = await mountProduct(productBlock());
    end = pageEnd();
    const own = q.getByRole("button", { name: "In den Warenkorb" });
    own.scrollIntoView({ block: "center" });
    const bar = await barOf(el);
    await waitFor(() => expect(bar.getAttribute("aria-hidden")).to.equal("true"));
    expect(bar.inert).to.equal(true);
    expect(getComputedStyle(bar).visibility).to.equal("hidden");
  });

  it("a page with two product elements has no bar (there is no one product to offer); alone again, the product has its bar", async function () {
    await phoneWindow(this);
    productApi();
    const first = await mountProduct(productBlock());
    const second = await mountProduct(productBlock());
    end = pageEnd();
    scrollTo(0, document.documentElement.scrollHeight);
    // Long enough for the bar's code and its first render (the first product alone had its bar before the second came).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await waitFor(() => expect([first.el, second.el].map(barIn)).to.deep.equal([null, null]));
    expect(document.querySelectorAll("[data-shop-buy-bar-room]")).to.have.length(0);
    second.el.remove();
    const bar = await barOf(first.el);
    await waitFor(() => expect(bar.getAttribute("aria-hidden")).to.equal("false"));
  });

  it("the bar's cart link is the cart page the block names", async function () {
    await phoneWindow(this);
    productApi();
    const { el } = await mountProduct(productBlock({ cartUrl: "/shop/mein-warenkorb" }));
    const bar = await barOf(el);
    expect(bar.querySelector("a")!.getAttribute("href")).to.equal("/shop/mein-warenkorb");
  });

  it("on a wide screen there is no bar", async () => {
    await setViewport({ width: 1280, height: 800 });
    productApi();
    const { el } = await mountProduct(productBlock());
    end = pageEnd();
    scrollTo(0, document.documentElement.scrollHeight);
    const bar = await barOf(el);
    await waitFor(() => expect(getComputedStyle(bar).display).to.equal("none"));
  });
});
