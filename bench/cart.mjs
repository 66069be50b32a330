// The cart benchmark: <shop-cart> over a session cart of LINES lines (demo/bench-cart.html, seeded by
// ?cartLines), in headless Chromium. Network time is left out: the clock starts when the answer the
// cart waits for has arrived (its Resource Timing responseEnd) and stops when the DOM shows the result
// with style and layout done (a forced layout right after the change). "to frame" adds the wait for
// the next frame after that, for information.
//   initial render: the last of the cart's first answers (order items, VAT, fees) → 100 lines shown;
//   re-price: a shopper presses "+" on one line; the cart re-prices locally once the API has taken the
//   new amount (order-items/update answers), before the fees are asked for again.

export const LINES = 100;
const CHANGED_LINES = [3, 50, 97];

/** Installed before the page's scripts: notes when all lines are in the DOM and laid out. */
function watchFirstRender(lines) {
  const bench = (window.__cartBench = {});
  void customElements.whenDefined("shop-cart").then(() => {
    const root = document.querySelector("shop-cart").shadowRoot;
    const observer = new MutationObserver(() => {
      if (root.querySelectorAll('[part~="line"]').length < lines) return;
      observer.disconnect();
      bench.domAt = performance.now();
      root.querySelector('[part~="totals"]').getBoundingClientRect();
      bench.layoutAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (bench.frameAt = performance.now())));
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** In the page: the cart's first answers' end, once the first render has been noted. */
function firstRender() {
  const bench = window.__cartBench;
  const api = performance.getEntriesByType("resource").filter((e) => e.name.includes("/_hcms/api/") && e.responseEnd <= bench.domAt);
  return { ...bench, dataAt: Math.max(...api.map((e) => e.responseEnd)), requests: api.length };
}

/** In the page: presses "+" on line `index` and times the local re-price; resolves once the fees are back. */
async function reprice(index) {
  const root = document.querySelector("shop-cart").shadowRoot;
  const totals = () => root.querySelector('[part~="totals"]');
  const before = totals().textContent;
  const result = {};
  const shown = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (totals().textContent === before) return;
      observer.disconnect();
      result.domAt = performance.now();
      totals().getBoundingClientRect();
      result.layoutAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => resolve((result.frameAt = performance.now()))));
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error(`line ${index}: the totals did not change`)), 10000);
  });
  const feesBefore = performance.getEntriesByType("resource").filter((e) => e.name.includes("/shippingFee")).length;
  const plus = root.querySelectorAll('[part~="line"]')[index].querySelector(".stepper button:last-of-type");
  result.inputAt = performance.now();
  plus.click();
  result.handledAt = performance.now();
  await shown;
  const update = performance
    .getEntriesByType("resource")
    .filter((e) => e.name.includes("/order-items/update"))
    .at(-1);
  result.responseAt = update.responseEnd;
  // The next change starts from a settled cart: the fees asked for after this change are back.
  const settled = () => performance.getEntriesByType("resource").filter((e) => e.name.includes("/shippingFee")).length > feesBefore;
  while (!settled()) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  return result;
}

/** Opens the cart page `runs` times; returns the first render and the re-price timings of every run. */
export async function cartTimings(browser, url, runs) {
  const first = [];
  const changes = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(watchFirstRender, LINES);
    await page.goto(`${url}/demo/bench-cart.html?latency=0&cartLines=${LINES}`);
    await page.waitForFunction(() => window.__cartBench?.frameAt, { timeout: 30000 });
    first.push(await page.evaluate(firstRender));
    for (const index of CHANGED_LINES) changes.push(await page.evaluate(reprice, index));
    await page.close();
  }
  return {
    renderMs: first.map((r) => r.layoutAt - r.dataAt),
    renderFrameMs: first.map((r) => r.frameAt - r.dataAt),
    clickMs: changes.map((r) => r.handledAt - r.inputAt),
    repriceMs: changes.map((r) => r.layoutAt - r.responseAt),
    repriceFrameMs: changes.map((r) => r.frameAt - r.responseAt),
  };
}
