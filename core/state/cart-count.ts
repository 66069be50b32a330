// The number of lines in the visitor's cart, for the header's badge. Shared by the visitor's tabs
// (localStorage, like the cart's sessionid) and kept in step by ordersAmountEvent from any element
// or the host page; the cart and the header set the true count whenever they load the cart.
import * as v from "valibot";
import { listen } from "../element/events.ts";
import { shared } from "../element/shared-instance.ts";
import { localAtom } from "./stored-atom.ts";

export const $cartCount = shared("cartCount", () => {
  const store = localAtom("cartCount", v.pipe(v.number(), v.integer(), v.minValue(0)), 0);
  listen("ordersAmountEvent", ({ amount }) => store.set(Math.max(0, store.get() + amount)));
  return store;
});
