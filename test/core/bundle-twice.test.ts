import { expect } from "chai";

// Two copies of the built bundle at different URLs, as a CMS module and a partner script would load them.
const FIRST = "/dist/shop-widgets.js";
// The copy lies beside the built tests, wherever TEST_DIST put them (this file is <outdir>/core/…).
const SECOND = new URL("../second-copy/shop-widgets.js", import.meta.url).pathname;

type Api = typeof import("../../widgets/index.ts");

describe("the bundle loaded twice on one page", () => {
  it("defines each element once without error, and both copies share state and bus", async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener("error", onError);
    const first = (await import(/* @vite-ignore */ FIRST)) as Api;
    const second = (await import(/* @vite-ignore */ SECOND)) as Api;
    window.removeEventListener("error", onError);

    expect(errors).to.deep.equal([]);
    expect(customElements.get("shop-product-detail")).to.be.a("function");
    expect(first.$showVAT).to.equal(second.$showVAT, "one store, not two");
    first.$showVAT.set(true);
    expect(second.$showVAT.get()).to.equal(true);
    first.$showVAT.set(false);

    const heard: unknown[] = [];
    const stop = second.listen("ordersAmountEvent", (d) => heard.push(d));
    first.emit("ordersAmountEvent", { amount: 1 });
    stop();
    expect(heard).to.deep.equal([{ amount: 1 }]);
  });

  it("exports the public stores as nanostores atoms", async () => {
    const api = (await import(/* @vite-ignore */ FIRST)) as Api;
    for (const store of [api.$company, api.$showVAT, api.$selectedVat, api.$cartPriceCent, api.$shippingCost]) {
      expect(store.get).to.be.a("function");
      expect(store.subscribe).to.be.a("function");
    }
    expect(api.$shippingCost.get()).to.equal(0);
    expect(api.$showVAT.get()).to.equal(false);
  });
});
