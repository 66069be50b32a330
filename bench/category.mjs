// The category list's benchmark (docs/performance.md), in headless Chromium on its demo page with the
// large category (2,000 generated boxes, demo/mocks/catalogue-kinds.ts): a material checkbox ticked
// and unticked in turn (after a warm-up that fills the price cache for both states' rows, so the
// fake API's work on the page's thread is not counted); the time from the click to the result count changed in the DOM with style and
// layout done (a forced layout right after the change), and to the next frame. Budget: one frame.
// The table builds the page's rows in batches, one per frame (widgets/category/ArticleTable.tsx):
// the time until the last row of the page is there is measured too ("all rows").

const PAGE = "category.html?category=21&latency=50";
const CHANGES = 40;

/** In the page: ticks and unticks the first material checkbox `changes` times; the times per change. */
async function filterTimes(changes) {
  const root = document.querySelector("shop-category").shadowRoot;
  const status = root.querySelector(".result-count");
  const box = root.querySelector(".value-filter input[type=checkbox]");
  const settled = [];
  const framed = [];
  const complete = [];
  const pageRows = () => root.querySelectorAll("tbody tr").length;
  // Warm-up: both states' rows ask for their prices once (the fake API answers them on this thread);
  // the measured changes then find them in the session cache, as a shopper going back and forth does.
  for (let i = 0; i < 4; i++) {
    box.click();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  for (let i = 0; i < changes; i++) {
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        root.host.getBoundingClientRect();
        resolve(performance.now());
      });
      observer.observe(status, { subtree: true, childList: true, characterData: true });
      setTimeout(() => (observer.disconnect(), resolve(Number.POSITIVE_INFINITY)), 1000);
    });
    const start = performance.now();
    box.click();
    const done = await changed;
    settled.push(done - start);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    framed.push(performance.now() - start);
    while (pageRows() < 24) await new Promise((resolve) => requestAnimationFrame(resolve));
    complete.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { settled, framed, complete };
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Median and 90th percentile of a filter change over 2,000 articles (to settled render and to next frame). */
export async function categoryTimings(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${url}/demo/${PAGE}`);
  await page.waitForFunction(
    () => {
      const root = document.querySelector("shop-category")?.shadowRoot;
      return root?.querySelector(".result-count")?.textContent?.match(/^2\D?000 /) && root.querySelector(".value-filter input");
    },
    { timeout: 30000 },
  );
  const { settled, framed, complete } = await page.evaluate(filterTimes, CHANGES);
  await page.close();
  return {
    settledMedian: percentile(settled, 50),
    settledP90: percentile(settled, 90),
    frameMedian: percentile(framed, 50),
    frameP90: percentile(framed, 90),
    completeMedian: percentile(complete, 50),
  };
}
