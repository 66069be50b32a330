import { expect } from "chai";
import { checkoutBlock, methodNames, mountCheckout, seedCart, toPayment, useCheckoutSetup } from "./setup.ts";

/** The data-demo block of a demo page's element, as demo/app.ts merges it into the visitor's block. */
async function demoBlock(page: string, tag: string): Promise<Record<string, unknown>> {
  const html = await (await fetch(`/demo/${page}`)).text();
  const element = new DOMParser().parseFromString(html, "text/html").querySelector(tag);
  if (!element) throw new Error(`no <${tag}> in demo/${page}`);
  return JSON.parse((element as HTMLElement).dataset.demo || "{}") as Record<string, unknown>;
}

describe("<shop-checkout>: the demo page's data block", () => {
  useCheckoutSetup();

  it("demo/checkout.html offers all four methods and links the demo's cart, offer and thank-you pages", async () => {
    await seedCart();
    const block = await demoBlock("checkout.html", "shop-checkout");
    expect(block).to.include({ cartUrl: "cart.html", offerUrl: "offer.html", thankYouUrl: "thank-you.html" });
    const { q } = await mountCheckout(checkoutBlock(block));
    await toPayment(q);
    expect(methodNames(q)).to.deep.equal(["PayPal", "Kreditkarte", "Rechnung", "Vorkasse"]);
  });

  it("demo/cart.html leads to the checkout and offer pages", async () => {
    expect(await demoBlock("cart.html", "shop-cart")).to.include({ checkoutUrl: "checkout.html", offerUrl: "offer.html" });
  });
});
