// The cart's session id lives in localStorage (section 7) so every tab and element of the visitor
// adds to one cart. It is created once, when first needed.
const KEY = "sessionid";

let memoryFallback: string | undefined;

function createId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Returns the visitor's cart session id, creating and storing it if missing. */
export function getSessionId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored?.trim()) return stored;
    const id = createId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked: keep one id for this page so at least its adds stay together.
    memoryFallback ??= createId();
    return memoryFallback;
  }
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
