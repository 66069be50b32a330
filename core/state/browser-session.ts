// Where the choices asked once per browser session are kept (docs/decisions/session-choices.md): the
// gross/net answer and the company choice, shared by the visitor's tabs. localStorage holds them, and
// a session cookie (no Expires: the browser drops it when its session ends) names the browser session
// they belong to; localStorage's `shop:session` marks whose they are. A page of a new browser session
// finds the marker stale and clears them first. The cookie carries only a short random id, nothing
// personal: it is sent with every request to the page's site. Where the cookie cannot be kept
// (cookies off, a sandboxed frame) or localStorage is unusable, they stay per tab in sessionStorage.
// No dependencies: an element's loader reads the company choice too (core/state/stored-company.ts).
import { storageKey } from "./storage-key.ts";

/** The keys (core/state/stores.ts) of the choices kept for the browser session across tabs. */
export const SESSION_CHOICES = ["showVAT", "vatChoiceMade", "companies", "company"] as const;
export type SessionChoice = (typeof SESSION_CHOICES)[number];

export const SESSION_COOKIE = "shop_session";
const MARKER = storageKey("session");

function cookieId(): string | undefined {
  const pair = document.cookie.split("; ").find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return pair?.slice(SESSION_COOKIE.length + 1) || undefined;
}

/** This browser session's id from its cookie, set now if missing; null where cookies cannot be kept. */
export function browserSessionId(): string | null {
  try {
    const id = cookieId();
    if (id) return id;
    const fresh = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the stores are made synchronously as a page starts, the async Cookie Store API is too late; the value is base 36, nothing to escape
    document.cookie = `${SESSION_COOKIE}=${fresh}; Path=/; SameSite=Lax${secure}`;
    return cookieId() ?? null;
  } catch {
    return null; // a sandboxed frame: document.cookie throws
  }
}

/**
 * The storage that holds the session's choices on this page: localStorage when this browser session
 * can be told apart (its choices of an earlier session are removed here), sessionStorage otherwise.
 */
export function sessionChoiceStorage(): "localStorage" | "sessionStorage" {
  const id = browserSessionId();
  if (id === null) return "sessionStorage";
  try {
    if (localStorage.getItem(MARKER) !== id) {
      for (const key of SESSION_CHOICES) localStorage.removeItem(storageKey(key));
      localStorage.setItem(MARKER, id);
    }
    return "localStorage";
  } catch {
    return "sessionStorage";
  }
}
