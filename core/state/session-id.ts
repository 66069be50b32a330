// The cart's session id lives in localStorage (section 7) so every tab and element of the visitor
// adds to one cart. It is created once, when first needed. No dependencies: an element's loader reads
// it too, to start the cart's request before the element's code has arrived (core/cart/early-cart.ts).
// The id kept in memory when storage is blocked is page-wide (shared()): each element file holds its
// own copy of this module (docs/decisions/element-files.md), and the elements' adds must stay together.
import { shared } from "../element/shared-instance.ts";

const KEY = "sessionid";

/** The id of this page when storage is blocked, one for all elements and copies of this module. */
const memory = () => shared<{ id?: string }>("sessionIdFallback", () => ({}));

function createId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The visitor's stored cart session id, created and stored if missing; null when storage is blocked. */
export function storedSessionId(): string | null {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored?.trim()) return stored;
    const id = createId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return null;
  }
}

/** Returns the visitor's cart session id, creating and storing it if missing. */
export function getSessionId(): string {
  const stored = storedSessionId();
  if (stored) return stored;
  // Storage blocked: keep one id for this page so at least its adds stay together.
  memory().id ??= createId();
  return memory().id as string;
}

/** Forgets the cart session id: the next add starts a new cart. */
export function forgetSessionId(): void {
  memory().id = undefined;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the page's memory id is gone already.
  }
}
