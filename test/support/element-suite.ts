// The setup every element suite repeats, written once: the msw worker over the demo's fake API, a
// cart session of the test's own where the suite wants one, and after each test the mounted elements,
// the toasts, the session's stores and storage, the cart count and the fake's state put back.
import { $cartCount } from "../../core/state/cart-count.ts";
import { cleanup, mount, ui } from "./dom.ts";
import { resetMocks, startMocks } from "./msw.ts";

export type Queries = ReturnType<typeof ui>;

export interface SuiteOptions {
  /** Each test gets a new cart session (localStorage `sessionid`) starting with this. */
  session?: string;
  /** More to prepare before each test (after the session). */
  beforeEach?: () => void;
  /** More to put back after each test (after the elements are gone and the fake is reset). */
  afterEach?: () => void;
}

function leaveFrames(): void {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active instanceof HTMLIFrameElement) active.blur();
}

export function useElementSuite({ session, beforeEach: prepare, afterEach: putBack }: SuiteOptions = {}): void {
  before(() => startMocks());
  // Whether the page had the keyboard: WebKit's window under Xvfb never has it (no window manager).
  let hadFocus = false;
  beforeEach(() => {
    hadFocus = document.hasFocus();
    if (session) localStorage.setItem("sessionid", `${session}-${Math.random().toString(36).slice(2)}`);
    prepare?.();
  });
  afterEach(() => {
    // Focus inside a frame (the hosted card fields) that is removed stays nowhere in Firefox: the page
    // never gets focus back, and the next tests' focus and keys go nowhere. Take it out first.
    leaveFrames();
    // A test that tabs out of the page (past the page's edge links) leaves Firefox's keyboard in the
    // browser's toolbar: say which one did it.
    if (hadFocus && !document.hasFocus())
      console.error("keyboard focus left the page: Tab past the page's edge links (web-test-runner.config.mjs)");
    cleanup();
    resetMocks();
    putBack?.();
    $cartCount.set(0);
    localStorage.removeItem("sessionid");
    // The fake API numbers deals anew for every test: how an earlier test's deal was shown must not carry over.
    localStorage.removeItem("shop:dealDisplays");
  });
}

/** Adds `<tag>` with its data block (see mount) and waits until `shown` finds what says the element is there. */
export async function mountElement<T>(
  tag: string,
  data: unknown,
  shown: (q: Queries) => Promise<T>,
  how: "attribute" | "property" = "attribute",
): Promise<{ el: HTMLElement; q: Queries; found: T }> {
  const el = mount(tag, data, how);
  const q = ui(el);
  return { el, q, found: await shown(q) };
}
