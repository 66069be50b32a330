import { expect } from "chai";
import { shared } from "../../core/element/shared-instance.ts";
import { $showVAT } from "../../core/state/stores.ts";

describe("shared instances (one bundle loaded twice)", () => {
  it("the same key returns the same instance; a second factory is not called", () => {
    const first = shared("test:thing", () => ({ copy: 1 }));
    let called = false;
    const second = shared("test:thing", () => {
      called = true;
      return { copy: 2 };
    });
    expect(second).to.equal(first);
    expect(second.copy).to.equal(1);
    expect(called).to.equal(false);
  });

  it("different keys get different instances", () => {
    expect(shared("test:a", () => ({}))).not.to.equal(shared("test:b", () => ({})));
  });

  it("the instance lives on globalThis, where another copy of the bundle finds it", () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for("shop-widgets/shared@1")];
    expect(registry).to.be.instanceOf(Map);
    const fromOtherCopy = { copy: "other" };
    registry?.set("test:other-copy", fromOtherCopy);
    expect(shared("test:other-copy", () => ({ copy: "this" }))).to.equal(fromOtherCopy);
  });

  it("stores are shared: a second copy asking for 'showVAT' gets the same store", () => {
    expect(shared("showVAT", () => "a second store")).to.equal($showVAT);
  });
});
