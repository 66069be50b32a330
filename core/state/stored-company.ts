// The selected company's id as this session stored it (core/state/stores.ts: `company`, counted only
// while it is in the stored `companies`), read without valibot or nanostores: an element's loader guesses
// the price list request with it (widgets/product-detail/early.ts). The element's own store decides.
import { storageKey } from "./storage-key.ts";

interface StoredChoice {
  company?: { id?: unknown };
}

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(storageKey(key)) ?? "null");

/** The stored company's id, or null (none, not in the list, or storage unreadable). */
export function storedCompanyId(): string | null {
  try {
    const id = (stored("company") as StoredChoice | null)?.company?.id;
    const list = stored("companies");
    return typeof id === "string" && Array.isArray(list) && list.some((c: StoredChoice) => c?.company?.id === id) ? id : null;
  } catch {
    return null;
  }
}
