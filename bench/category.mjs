// The category list's benchmark (docs/performance.md), in headless Chromium on its demo page with the
// large category (2,000 generated boxes, demo/mocks/catalogue-kinds.ts): a material checkbox ticked
// and unticked in turn (after a warm-up that fills the price cache for both states' rows, so the
// fake API's work on the page's thread is not counted); the time from the click to the result count changed in the DOM with style and
// layout done (a forced layout right after the change), and to the next frame. Budget: one frame.
// The table builds the page's rows in batches, one per frame (widgets/category/ArticleTable.tsx):
// the time until the last row of the page is there is measured too ("all rows").

import fs from "node:fs/promises";

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

/** CPU slowdown of the phone profile (issue 23): Chromium's throttling through CDP. */
const PHONE_CPU = 4;
const FIRST_RENDER_RUNS = 5;

/**
 * In the page before its scripts: marks when the category's answer starts being read (its `text()`),
 * and when the first row is in the shadow DOM and laid out.
 */
function markFirstRows() {
  // The client reads every answer as text, then parses it (core/api/client.ts).
  const read = Response.prototype.text;
  Response.prototype.text = function text() {
    if (!this.url.includes("product-categories/articles")) return read.call(this);
    window.__answerRead = performance.now();
    console.profile("first render"); // recorded only when a profiler listens (firstRenderProfile)
    return read.call(this);
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachShadow(init) {
    const root = attach.call(this, init);
    if (this.localName === "shop-category")
      new MutationObserver(() => {
        if (window.__firstRow || !root.querySelector("tbody tr")) return;
        root.host.getBoundingClientRect();
        window.__firstRow = performance.now();
        console.profileEnd("first render");
      }).observe(root, { subtree: true, childList: true });
    return root;
  };
}

/**
 * Parse and first render of the 2,000 articles on the phone profile (390 × 844, CPU 4× slower): from
 * the answer's body being read to the first row laid out, all of it on the main thread (the prices are
 * asked only after). Median of fresh pages.
 */
export async function firstRenderTimings(browser, url) {
  const times = [];
  for (let run = 0; run < FIRST_RENDER_RUNS; run++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await page.evaluateOnNewDocument(markFirstRows);
    const session = await page.createCDPSession();
    await session.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU });
    await page.goto(`${url}/demo/${PAGE}`);
    await page.waitForFunction(() => window.__firstRow, { timeout: 60000 });
    times.push(await page.evaluate(() => window.__firstRow - window.__answerRead));
    await page.close();
  }
  return { medianMs: percentile(times, 50), times };
}

/**
 * Where the time from the answer's body read to the first row goes, on the phone profile: a CPU
 * profile (CDP Profiler) of that window, each sample's leaf frame mapped back to its source file
 * through dist's source maps, summed per file. `(idle)` is waiting (for the sanitiser's chunk,
 * product-categories/get, the decoder's chunk); `(program)` is the browser's own work (style, layout,
 * parse of scripts). Printed by `node bench/category.mjs --profile`.
 */
export async function firstRenderProfile(browser, url, root) {
  const { SourceMapConsumer } = await import("source-map");
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  await page.evaluateOnNewDocument(markFirstRows);
  const session = await page.createCDPSession();
  await session.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU });
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 200 });
  const recorded = new Promise((resolve) => session.on("Profiler.consoleProfileFinished", (event) => resolve(event.profile)));
  await page.goto(`${url}/demo/${PAGE}`);
  await page.waitForFunction(() => window.__firstRow, { timeout: 60000 });
  const profile = await recorded;
  const windowMs = await page.evaluate(() => window.__firstRow - window.__answerRead);
  await page.close();
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const maps = new Map();
  const fileOf = async (frame) => {
    if (!frame.url) return frame.functionName || "(native)";
    const file = frame.url.match(/\/(dist\/[^?#]+\.js)/)?.[1];
    if (!file) return new URL(frame.url).pathname;
    if (!maps.has(file)) maps.set(file, await new SourceMapConsumer(JSON.parse(await fs.readFile(`${root}/${file}.map`, "utf8"))));
    const at = maps.get(file).originalPositionFor({ line: Math.max(1, frame.lineNumber + 1), column: Math.max(0, frame.columnNumber) });
    return at.source ? at.source.replace(/^(\.\.\/)+/, "") : file;
  };
  const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
  /** A library's or the browser's time is told by the project's file that called it. */
  const nameOf = async (id) => {
    const name = await fileOf(nodes.get(id).callFrame);
    if (!name.startsWith("node_modules/") && name.includes("/")) return name;
    for (let up = parents.get(id); up !== undefined; up = parents.get(up)) {
      const caller = await fileOf(nodes.get(up).callFrame);
      if (caller.includes("/") && !caller.startsWith("node_modules/"))
        return `${name.replace(/^node_modules\/([^/]+).*/, "$1")} ← ${caller}`;
    }
    return name;
  };
  const self = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const name = await nameOf(profile.samples[i]);
    self.set(name, (self.get(name) ?? 0) + ms);
    total += ms;
  }
  return { windowMs, sampledMs: total, self: [...self].sort((a, b) => b[1] - a[1]) };
}

/** The profile's files in the parts the issue names (docs/decisions/category-answer.md). */
const PARTS = [
  ["answer body read and JSON parse", /^json|^Response/],
  ["decode (core/api/category-answer.ts, its schema step)", /category-answer\.ts|valibot ← core\/api\/client/],
  [
    "the fake API on the page's thread (msw: prices, cookies)",
    /msw|cookie|tough-cookie|rettime|path-to-regexp|demo\/mocks|^URL$|postMessage|deferred-promise/,
  ],
  ["description's sanitiser (DOMPurify)", /dompurify|cms-html/],
  ["index and filters (article index, measures, folding, facets, shown columns)", /core\/browse\/|\\p\{M\}|RegExp: \\s\*\(mm/],
  ["columns fitted to the page's words (canvas)", /use-column-template/],
  [
    "first render (preact, the category's components, DOM, style and layout)",
    /preact|widgets\/category|getBoundingClientRect|create|insertBefore|setAttribute|addEventListener|\(program\)|lingui|core\/browse-ui|core\/format|core\/ui/,
  ],
  ["garbage collection", /garbage/],
  ["idle (waiting)", /\(idle\)/],
];
const partOf = (name) => PARTS.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv.includes("--profile")) {
  const { launchBrowser } = await import("../test/support/browser.mjs");
  const { startServer } = await import("../demo/serve.mjs");
  const { server, url } = await startServer({ port: 0 });
  const browser = await launchBrowser();
  try {
    for (let run = 0; run < 3; run++) {
      const { windowMs, sampledMs, self } = await firstRenderProfile(browser, url, process.cwd());
      console.log(`run ${run + 1}: answer read → first row ${windowMs.toFixed(0)} ms, ${sampledMs.toFixed(0)} ms sampled`);
      const parts = new Map();
      for (const [name, ms] of self) parts.set(partOf(name), (parts.get(partOf(name)) ?? 0) + ms);
      for (const [part, ms] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${part}`);
      if (process.argv.includes("--files"))
        for (const [name, ms] of self.slice(0, 40)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
