// The cart's session id lives in localStorage (section 7) so every tab and element of the visitor
// adds to one cart. It is created once, when first needed. No dependencies: an element's loader reads
// it too, to start the cart's request before the element's code has arrived (core/cart/early-cart.ts).
const KEY = "sessionid";

let memoryFallback: string | undefined;

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
  memoryFallback ??= createId();
  return memoryFallback;
}

/** Forgets the cart session id: the next add starts a new cart. */
export function forgetSessionId(): void {
  memoryFallback = undefined;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the page's memory id is gone already.
  }
}
