// The cart is done once its deal exists: the thank-you page finishes it (core/state/finish-cart.ts).
// It does so once per deal and browser, remembered in localStorage like the cart's sessionid: a reload
// repeats nothing, and reopening an old confirmation from the history does not throw away a cart the
// shopper has started since.
import * as v from "valibot";
import { finishCart } from "../../core/state/finish-cart.ts";

const KEY = "shop:finishedDeals";
/** Enough for every recent order of one browser; older ids drop out. */
const KEEP = 20;

function finished(): string[] {
  try {
    const parsed = v.safeParse(v.array(v.string()), JSON.parse(localStorage.getItem(KEY) ?? "[]"));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Finishes the cart for this deal unless this browser did so before. */
export function finishCartFor(dealId: string): void {
  const done = finished();
  if (done.includes(dealId)) return;
  finishCart();
  try {
    localStorage.setItem(KEY, JSON.stringify([...done, dealId].slice(-KEEP)));
  } catch {
    // Storage blocked: the next visit finishes the (then empty) cart again, which is harmless.
  }
}
