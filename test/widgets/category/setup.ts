// The category element's test setup: its own fake answers (test/support/category-fixtures.ts), the
// page URL put back after each test, and helpers to find the list's parts by role and name.
import { configure, waitFor } from "@testing-library/dom";
import { narrowViewport, setViewport } from "../../support/commands";
import "../../../widgets/category/element.ts";
import { mountElement, type Queries, useElementSuite } from "../../support/element-suite.ts";

// A list of 24 to 2,000 articles renders in batches, with prices behind a queue: on a machine busy
// with other work that takes longer than testing-library's default second. Waits stay waits.
configure({ asyncUtilTimeout: 5000 });

export const BLOCK = { language: "de", baseUrl: "", geoLocation: "de", loggedIn: "", categoryId: "21" };

/** The test page's own URL: each test starts there and gets it back. */
export const pageUrl = location.href;

export function useCategorySuite(): void {
  useElementSuite({
    session: "category",
    beforeEach: () => {
      history.replaceState(null, "", pageUrl);
      // A test that scrolled to its last rows leaves the page there: the next list starts at the top.
      window.scrollTo(0, 0);
      sessionStorage.removeItem("shop:price-lists");
    },
    afterEach: () => history.replaceState(null, "", pageUrl),
  });
}

/** Opens the page with `query` added, as a shared link would. */
export function openWithQuery(query: string): void {
  const url = new URL(pageUrl);
  for (const [key, value] of new URLSearchParams(query)) url.searchParams.append(key, value);
  history.replaceState(null, "", url);
}

let mounts = 0;
/** This page's own prefix: a page the runner reuses keeps its sessionStorage, and with it earlier files' prices. */
const run = Math.random().toString(36).slice(2, 8);

/**
 * Mounts the category and waits for its list's result count. Each mount has its own baseUrl: the
 * price cache is kept for the session and keyed by it (core/browse-ui/price-queue.ts), so no test sees another's prices.
 */
export function mountCategory(block: Record<string, unknown> = {}) {
  mounts++;
  // A big category (2,000 articles) takes its time on a busy machine: the wait is for the count, not a
  // sleep; then for the filters, which come in the frame after the first rows (FilterPanel.tsx).
  return mountElement("shop-category", { ...BLOCK, baseUrl: `/${run}-${mounts}`, ...block }, async (q) => {
    const count = await q.findByText(/Artikel gefunden|articles? found|articles? trouvés?/, {}, { timeout: 8000 });
    await waitFor(() => {
      if (!(count.getRootNode() as ShadowRoot).querySelector(".filter-fields input")) throw new Error("the filters are not there yet");
    });
    return count;
  });
}

/** The result count as announced. */
export const countText = (q: Queries) => q.getAllByRole("status").find((s) => s.classList.contains("result-count"))?.textContent ?? "";

/** The article numbers of the rows shown, in order. */
export function rowNumbers(el: HTMLElement): string[] {
  return [...(el.shadowRoot?.querySelectorAll("tbody tr") ?? [])].map((tr) => tr.querySelector(".artnr")?.textContent ?? "");
}

/** Clicks a checkbox as a shopper does: one click, then the render it causes. */
export async function tick(box: HTMLInputElement): Promise<void> {
  const was = box.checked;
  box.click();
  await waitFor(() => {
    if (box.isConnected && box.checked === was) throw new Error("the click did not render yet");
  });
}

export function checkbox(q: Queries, name: RegExp | string): HTMLInputElement {
  return q.getByRole("checkbox", { name }) as HTMLInputElement;
}

/** Waits for the effects of the last render: they run after the frame is painted. */
export const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Viewport sizes the layout tests use; the runner's own is 800 × 600. */
export async function withViewport(test: Mocha.Context, width: number, height: number, run: () => Promise<void>): Promise<void> {
  await narrowViewport(test, { width, height });
  try {
    await run();
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}

/** The page's own category parameters. */
export function ownParams(): string {
  return [...new URLSearchParams(location.search)]
    .filter(([k]) => k.startsWith("c."))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export { waitFor };
