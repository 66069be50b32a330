// The box configurator's test setup: the element over the demo's fake API (demo/mocks/
// handlers-configurator.ts: the lid box "Stülpdeckelkarton" is type 11 of category 1, inner length
// 100–1000 mm, width 80–800 mm, height 20–400 mm and at most 1.5 × the width, boards 1, 2, 3, 4, 7),
// the page URL put back after each test, and spies on the requests the tests count.
import { waitFor, within } from "@testing-library/dom";
import { http, type RequestHandler } from "msw";
import "../../../widgets/box-configurator/element.ts";
import { typeInto } from "../../support/dom.ts";
import { mountElement, type Queries, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";

/** Empty fields at first (startSize: null), as the tests type their own sizes; start.test.ts opens with the default start size. */
export const BLOCK = { language: "de", baseUrl: "", geoLocation: "de", startSize: null };

/** The test page's own URL: each test starts there and gets it back. */
const pageUrl = location.href;

export function useBoxSuite(): void {
  useElementSuite({
    session: "box",
    beforeEach: () => history.replaceState(null, "", pageUrl),
    afterEach: () => history.replaceState(null, "", pageUrl),
  });
}

/** Puts the box configuration `query` ("b.type=11&b.l=320") into the page URL, as a shared link would. */
export function openWithQuery(query: string): void {
  const url = new URL(pageUrl);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
  history.replaceState(null, "", url);
}

/** The page URL's box parameters. */
export function boxParams(): URLSearchParams {
  const own = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(location.search)) if (key.startsWith("b.")) own.set(key, value);
  return own;
}

const TYPES = /^(Kartontyp|Box type|Type de boîte)$/;

/** Mounts the configurator and waits until the category's box types are there. */
export async function mountBox(block: object = {}) {
  return mountElement("shop-box-configurator", { ...BLOCK, ...block }, async (q) => {
    const group = await q.findByRole("group", { name: TYPES }, { timeout: 4000 });
    return waitFor(() => within(group).getAllByRole("radio"), { timeout: 4000 });
  });
}

/** The input of a length field by its label's start ("Länge", "Breite", "Höhe", "Length" …). */
export function lengthInputOf(q: Queries, label: string): HTMLInputElement {
  return q.getByRole("textbox", { name: new RegExp(`^${label} \\(`) }) as HTMLInputElement;
}

/** Types `text` into an input as the keyboard would (one input event for the whole text). */
export { typeInto };

/** Types `text` one character at a time, each its own input event. */
export function typeKeys(input: HTMLInputElement, text: string, from = ""): void {
  input.focus();
  let value = from;
  for (const char of text) {
    value += char;
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Fills length, width and height. */
export function fillSizes(q: Queries, length: string, width: string, height: string): void {
  typeInto(lengthInputOf(q, "Länge"), length);
  typeInto(lengthInputOf(q, "Breite"), width);
  typeInto(lengthInputOf(q, "Höhe"), height);
}

/** The text of the error under a field. */
export function problemOf(input: HTMLInputElement): string {
  const root = input.getRootNode() as ShadowRoot;
  return root.getElementById(`${input.id}-error`)?.textContent ?? "";
}

/** Counts the requests to `path` (their queries kept), letting the fake API answer them. */
export function spyOn(method: "get" | "post", path: string): { urls: URL[]; bodies: unknown[] } {
  const seen = { urls: [] as URL[], bodies: [] as unknown[] };
  const handler: RequestHandler = http[method](`*/_hcms/api/${path}`, async ({ request }) => {
    seen.urls.push(new URL(request.url));
    if (method === "post") seen.bodies.push(await request.clone().json());
    return undefined; // on to the fake API
  });
  useHandlers(handler);
  return seen;
}

/** Waits until the live price shows a total; returns it. */
export function waitForTotal(q: Queries): Promise<string> {
  return waitFor(
    () => {
      const total = q.getByText((_, el) => el?.matches(".price-total dd") ?? false);
      if (!total.textContent) throw new Error("no total yet");
      return total.textContent;
    },
    { timeout: 4000 },
  );
}
