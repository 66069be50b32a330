// The selected company's id as this browser session stored it (core/state/stores.ts: `company`, counted only
// while it is in the stored `companies`), read without valibot or nanostores: an element's loader guesses
// the price list and cart requests with it (widgets/product-detail/early.ts, core/cart/early-cart.ts).
// The element's own store decides.
import { sessionChoiceStorage } from "./browser-session.ts";
import { storedJson } from "./stored-raw.ts";

interface StoredChoice {
  company?: { id?: unknown };
}

/** The stored company's id, or null (none, not in the list, or storage unreadable). */
export function storedCompanyId(): string | null {
  const storage = sessionChoiceStorage();
  const id = (storedJson(storage, "company") as StoredChoice | null)?.company?.id;
  const list = storedJson(storage, "companies");
  return typeof id === "string" && Array.isArray(list) && list.some((c: StoredChoice) => c?.company?.id === id) ? id : null;
}
