import { expect } from "chai";
import { emit, listen } from "../../core/element/events.ts";

describe("event bus (window events)", () => {
  it("emit fires a CustomEvent of that name on window, carrying the detail", () => {
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push([e instanceof CustomEvent, (e as CustomEvent).detail]);
    window.addEventListener("ordersAmountEvent", listener);
    emit("ordersAmountEvent", { amount: 1 });
    window.removeEventListener("ordersAmountEvent", listener);
    expect(heard).to.deep.equal([[true, { amount: 1 }]]);
  });

  it("listen receives the detail of its own event type only", () => {
    const orders: unknown[] = [];
    const companies: unknown[] = [];
    const stopOrders = listen("ordersAmountEvent", (d) => orders.push(d));
    const stopCompanies = listen("company-set", (d) => companies.push(d));
    emit("ordersAmountEvent", { amount: 3 });
    emit("company-set", { company: null });
    stopOrders();
    stopCompanies();
    expect(orders).to.deep.equal([{ amount: 3 }]);
    expect(companies).to.deep.equal([{ company: null }]);
  });

  it("listen hears events the host page dispatches", () => {
    const heard: unknown[] = [];
    const stop = listen("ordersAmountEvent", (d) => heard.push(d));
    window.dispatchEvent(new CustomEvent("ordersAmountEvent", { detail: { amount: 2 } }));
    stop();
    expect(heard).to.deep.equal([{ amount: 2 }]);
  });

  it("the returned function unsubscribes that listener only", () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = listen("ordersAmountEvent", (d) => a.push(d));
    const stopB = listen("ordersAmountEvent", (d) => b.push(d));
    emit("ordersAmountEvent", { amount: 1 });
    stopA();
    emit("ordersAmountEvent", { amount: 2 });
    stopB();
    emit("ordersAmountEvent", { amount: 3 });
    expect(a).to.deep.equal([{ amount: 1 }]);
    expect(b).to.deep.equal([{ amount: 1 }, { amount: 2 }]);
  });
});
