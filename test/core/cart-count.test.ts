import { expect } from "chai";
import * as v from "valibot";
import { emit } from "../../core/element/events.ts";
import { $cartCount } from "../../core/state/cart-count.ts";
import { localAtom } from "../../core/state/stored-atom.ts";

describe("cart count shared by tabs", () => {
  afterEach(() => {
    $cartCount.set(0);
    localStorage.removeItem("shop:t-local");
  });

  it("ordersAmountEvent from any element or the host page raises the count by its amount", () => {
    $cartCount.set(2);
    emit("ordersAmountEvent", { amount: 1 });
    window.dispatchEvent(new CustomEvent("ordersAmountEvent", { detail: { amount: 2 } }));
    expect($cartCount.get()).to.equal(5);
  });

  it("is kept in localStorage, shared with the visitor's other tabs", () => {
    $cartCount.set(4);
    expect(localStorage.getItem("shop:cartCount")).to.equal("4");
  });

  it("a change in another tab (the storage event) reaches the store; a foreign value falls back to the default", () => {
    const store = localAtom("t-local", v.number(), 0);
    const otherTab = (newValue: string | null) =>
      window.dispatchEvent(new StorageEvent("storage", { key: "shop:t-local", newValue, storageArea: localStorage }));
    otherTab("7");
    expect(store.get()).to.equal(7);
    otherTab('"seven"');
    expect(store.get()).to.equal(0);
  });
});
