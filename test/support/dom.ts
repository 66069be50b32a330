// Mounting elements and finding their controls through the shadow DOM by role and name, as a person
// (or a screen reader) would.
import { configure, waitFor, within } from "@testing-library/dom";
import { resetSession } from "./session.ts";

// Testing-library cannot print a shadow root; report the failed query without a DOM dump. A wait
// allows 3 s (not 1): a lazy chunk and a fake answer take longer in WebKit's driver on two busy cores,
// and a state that never comes still fails well inside the test's 10 s.
configure({ getElementError: (message) => new Error(message ?? "query failed"), asyncUtilTimeout: 3000 });

// A page as a CMS renders one: title, language, a main landmark with a heading. Elements go inside.
document.title = "Test page";
document.documentElement.lang = "de";
const main = document.body.appendChild(document.createElement("main"));
main.appendChild(document.createElement("h1")).textContent = "Test page";

const mounted: HTMLElement[] = [];

/** Adds `<tag>` to the page with its data block as the `data` attribute (JSON text) or property. */
export function mount(tag: string, data: unknown, how: "attribute" | "property" = "attribute"): HTMLElement {
  const el = document.createElement(tag);
  if (how === "attribute") el.setAttribute("data", typeof data === "string" ? data : JSON.stringify(data));
  else (el as HTMLElement & { data: unknown }).data = data;
  main.append(el);
  mounted.push(el);
  return el;
}

/** Testing-library queries scoped to an element's shadow root. */
export function ui(el: HTMLElement) {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no shadow root`);
  return within(el.shadowRoot as unknown as HTMLElement);
}

/** Removes everything mounted, the toasts, and the session's state (stores and storage). */
export function cleanup(): void {
  for (const el of mounted.splice(0)) el.remove();
  document.querySelector("shop-toast-region")?.remove();
  resetSession();
}

/** The toasts on the page (one region for all elements). */
export function toasts(): HTMLElement[] {
  const region = document.querySelector("shop-toast-region");
  return region?.shadowRoot ? [...region.shadowRoot.querySelectorAll<HTMLElement>('[role="status"]')] : [];
}

/**
 * Waits until the toasts hold one with `text`: up to 6 s, as a toast often ends a request and a loaded
 * chunk (an add sends its POST through msw's worker), which in a busy browser took over the 3 s default.
 */
export function waitForToast(text: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = toasts().find((t) => t.textContent?.includes(text));
      if (!toast) {
        const region = customElements.get("shop-toast-region") ? "" : "; the toast region is not loaded";
        throw new Error(
          `no toast "${text}" (have: ${toasts()
            .map((t) => t.textContent)
            .join(" | ")}${region})`,
        );
      }
      return toast;
    },
    { timeout: 6000 },
  );
}

/** Types into an input the way a keyboard would (focus, the new value, one input event); the focus stays. */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Types into an input (typeInto), then leaves it. */
export function typeAndBlur(input: HTMLInputElement, text: string): void {
  typeInto(input, text);
  input.blur();
}

/** Captures console.error calls while `run` executes. */
export const captureConsoleErrors = <T>(run: () => Promise<T>) => captureConsole("error", run);

/** Captures console.warn calls while `run` executes (what the page left out and why, core/api/refused-url.ts). */
export const captureConsoleWarnings = <T>(run: () => Promise<T>) => captureConsole("warn", run);

async function captureConsole<T>(level: "error" | "warn", run: () => Promise<T>): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  const original = console[level];
  console[level] = (...args: unknown[]) => errors.push(args.map(String).join(" "));
  try {
    return { result: await run(), errors };
  } finally {
    console[level] = original;
  }
}

/** A control as a failure message names it: tag, name, and the list item (data-key) it sits in. */
function describeControl(control: Element | null): string {
  if (!control) return "nothing (the page body)";
  const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "";
  const item = control.closest<HTMLElement>("[data-key]")?.dataset.key;
  return `<${control.localName}> "${name}"${item ? ` in item ${item}` : ""}`;
}

/** Asserts that the element's shadow root has `expected` focused (compared by identity, named on failure). */
export function expectFocus(el: HTMLElement, expected: Element): void {
  const focused = el.shadowRoot!.activeElement;
  if (focused !== expected) throw new Error(`focus is on ${describeControl(focused)}, expected ${describeControl(expected)}`);
}

/** The text of `el` as seen on screen: without its visually hidden parts (a price's "je Stück" for screen readers). */
export function shownText(el: Element | null | undefined): string | undefined {
  if (!el) return undefined;
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".visually-hidden")) hidden.remove();
  return copy.textContent ?? "";
}
