// The demo pages' script (built to dist/demo/app.js): starts the fake API (msw service worker,
// demo/mocks/browser.ts) and seeds the session the query asks for. On a shop route the page's HTML
// loads the elements' scripts beside this one and the frame has written their data blocks
// (demo/data-blocks.ts); their API requests wait until the fake answers (storefront/api-gate.ts). A
// developer test page (/demo/…) gets its data blocks here, then the bundle of all elements.
//   &latency=<ms>  &scenario=<name> (demo/mocks/browser.ts)
//   &cartLines=<n> (the session's cart holds n lines, for the cart benchmark)  &seedOrder=1 (and an order over them)
import { getSessionId } from "../core/state/session-id.ts";
import { demoPage, writeDataBlocks } from "./data-blocks.ts";
import { mocksReady } from "./mocks/browser.ts";
import { seedCart, seedOrder } from "./mocks/seed-cart.ts";
import { API_READY } from "./storefront/api-gate.ts";

const page = demoPage();
// A shop route's frame wrote them before the elements' scripts ran (demo/frame-entry.ts).
if (!page.route) writeDataBlocks(page);
const params = page.params;

/** Bench mode: time from the element's connection (the bundle upgrading it) to the product heading. */
function measure(el: HTMLElement): void {
  let shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  let start = 0;
  // Definition upgrades the element (its connection) synchronously; this resolves right after.
  void customElements.whenDefined("shop-product-detail").then(() => {
    start = performance.now();
    check();
  });
  const check = () => {
    if (el.shadowRoot?.querySelector("h1")) {
      const visibleMs = performance.now() - start;
      // One more frame so a shift caused by the render itself is counted.
      requestAnimationFrame(() => setTimeout(() => ((window as { __bench?: unknown }).__bench = { visibleMs, layoutShift: shift }), 50));
    } else requestAnimationFrame(check);
  };
}

await mocksReady;
const cartLines = Number(params.get("cartLines"));
if (cartLines > 0) seedCart(getSessionId(), cartLines);
// An order over that cart, as the checkout would have placed it: the thank-you page's ?deal= (test/layout-shift.mjs).
if (params.get("seedOrder")) (window as { __seededDeal?: string }).__seededDeal = seedOrder(getSessionId());
const product = document.querySelector<HTMLElement>("shop-product-detail[data-fixture]");
if (document.body.dataset.bench !== undefined && product) measure(product);
if (page.route) window.dispatchEvent(new Event(API_READY));
else await import("/dist/shop-widgets.js" as string);
