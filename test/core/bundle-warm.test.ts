import { expect } from "chai";

// The all-in-one file has no loader before it (core/element/loader.ts): it warms the number formats of
// the languages its elements' blocks name itself.
const WARMED = Symbol.for("shop-widgets.warmed-formats");
const BUNDLE = "/dist/shop-widgets.js";

describe("dist/shop-widgets.js", () => {
  it("warms the number formats of the languages the page's shop elements name, once imported", async () => {
    const host = document.createElement("shop-tracking");
    host.setAttribute("data", JSON.stringify({ language: "fr" }));
    document.body.append(host);
    try {
      await import(/* @vite-ignore */ BUNDLE);
      const warmed = (globalThis as { [WARMED]?: Set<string> })[WARMED];
      expect([...(warmed ?? [])]).to.deep.equal(["fr"]);
    } finally {
      host.remove();
    }
  });
});
