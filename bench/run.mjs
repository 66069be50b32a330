// npm run bench: bundle sizes per entry and render timings in headless Chromium, checked against the
// budgets of docs/performance.md. Exits non-zero when a budget is missed.
//
// Sizes: gzip (level 9) of each dist entry with every chunk it imports statically; lazy chunks apart;
// per page also its "first view": the static closures of its elements plus the catalogs of the page's
// language, which load before any interaction too.
// Timings: the demo server with the fake API delayed by a fixed latency L; time from the element's
// connection to the product being visible, as a multiple of L; layout shift while loading. The cart of
// 100 lines: its first render and its re-price after a quantity change, network left out (cart.mjs).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser } from "../test/support/browser.mjs";
import { startServer } from "../demo/serve.mjs";
import { cartTimings, LINES } from "./cart.mjs";

const DIST = "dist";
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CART_RUNS = Number(process.env.BENCH_CART_RUNS ?? 5);
const BUDGET = {
  productFirstViewBytes: 22 * 1024,
  headerAndCartBytes: 35 * 1024,
  checkoutBytes: 45 * 1024,
  visibleTimesL: 1.3,
  layoutShift: 0,
  cartRepriceMs: 16,
};

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const STATIC = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

function closure(entry) {
  const files = new Set();
  const lazy = new Set();
  const stack = [path.join(DIST, entry)];
  while (stack.length) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(STATIC)) stack.push(path.join(path.dirname(file), m[1]));
    for (const m of source.matchAll(DYNAMIC)) lazy.add(path.join(path.dirname(file), m[1]));
  }
  for (const f of files) lazy.delete(f);
  return { files: [...files], lazy: [...lazy] };
}

/** The output chunk that holds a catalog, from esbuild's metafile. */
function catalogChunk(lang, name) {
  const meta = JSON.parse(fs.readFileSync(path.join(DIST, "meta.json"), "utf8"));
  const out = Object.entries(meta.outputs).find(([, o]) => Object.keys(o.inputs).some((i) => i.endsWith(`locales/${lang}/${name}.ts`)));
  return out?.[0];
}

/**
 * What a page with these elements loads before any interaction: the entries' static closures (each
 * shared chunk once) plus, in the largest language, core's catalog and each element's own.
 */
function pageFirstView(entries, catalogNames) {
  const files = new Set(entries.flatMap((entry) => closure(entry).files));
  const code = [...files].reduce((s, f) => s + gz(f), 0);
  const catalogs = Math.max(
    ...["de", "en", "fr"].map((l) => ["core", ...catalogNames].reduce((s, name) => s + gz(catalogChunk(l, name)), 0)),
  );
  return { code, catalogs, total: code + catalogs };
}

function sizes() {
  const entries = fs
    .readdirSync(DIST)
    .filter((f) => f.endsWith(".js") && !f.startsWith("chunk-"))
    .sort();
  console.log("\nBundle sizes (gzip bytes)\nentry | files | before interaction | lazy");
  for (const entry of entries) {
    const { files, lazy } = closure(entry);
    console.log(`${entry} | ${files.length} | ${files.reduce((s, f) => s + gz(f), 0)} | ${lazy.reduce((s, f) => s + gz(f), 0)}`);
  }
  const pages = {
    product: pageFirstView(["shop-product-detail.js"], ["product-detail"]),
    headerAndCart: pageFirstView(["shop-header.js", "shop-cart.js"], ["header", "order", "cart"]),
    checkout: pageFirstView(["shop-checkout.js"], ["forms", "order", "checkout"]),
  };
  console.log("\nFirst view of a page (code + catalogs of the largest language)");
  for (const [page, s] of Object.entries(pages)) console.log(`${page}: ${s.code} + ${s.catalogs} = ${s.total} bytes`);
  return pages;
}

async function timings() {
  const { server, url } = await startServer({ port: 0 });
  const browser = await launchBrowser();
  const results = [];
  let cart;
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${url}/demo/bench.html?latency=${LATENCY_MS}`);
      const result = await page.waitForFunction(() => window.__bench, { timeout: 30000 }).then((h) => h.jsonValue());
      results.push(result);
      await page.close();
    }
    cart = await cartTimings(browser, url, CART_RUNS);
  } finally {
    await browser.close();
    server.close();
  }
  const visible = median(results.map((r) => r.visibleMs));
  const shift = Math.max(...results.map((r) => r.layoutShift));
  console.log(`\nProduct page, fake API latency L = ${LATENCY_MS} ms, ${RUNS} runs (first run includes a cold cache)`);
  console.log(
    `connected → visible: median ${visible.toFixed(0)} ms = ${(visible / LATENCY_MS).toFixed(2)} × L (runs: ${results.map((r) => r.visibleMs.toFixed(0)).join(", ")})`,
  );
  console.log(`layout shift while loading: max ${shift}`);
  const ms = (xs) => `median ${median(xs).toFixed(1)} ms (${xs.map((x) => x.toFixed(1)).join(", ")})`;
  console.log(`\nCart of ${LINES} lines, ${CART_RUNS} page loads (network time left out)`);
  console.log(`first render, answers in → lines laid out: ${ms(cart.renderMs)}; → next frame: ${ms(cart.renderFrameMs)}`);
  console.log(`"+" pressed, handler: ${ms(cart.clickMs)}`);
  console.log(`re-price, update answered → totals laid out: ${ms(cart.repriceMs)}; → next frame: ${ms(cart.repriceFrameMs)}`);
  return { visibleTimesL: visible / LATENCY_MS, layoutShift: shift, cartRepriceMs: median(cart.repriceMs) };
}

function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const size = sizes();
// `node bench/run.mjs --sizes`: the size lines only, without the browser timings.
if (process.argv.includes("--sizes")) process.exit(0);
const time = await timings();
const checks = [
  [
    "product page before interaction (incl. catalogs) ≤ 22 KB gzip",
    size.product.total <= BUDGET.productFirstViewBytes,
    `${(size.product.total / 1024).toFixed(1)} KB`,
  ],
  [
    "header + cart page before interaction (incl. catalogs) ≤ 35 KB gzip",
    size.headerAndCart.total <= BUDGET.headerAndCartBytes,
    `${(size.headerAndCart.total / 1024).toFixed(1)} KB`,
  ],
  [
    "checkout page before interaction (incl. catalogs; PDF library lazy) ≤ 45 KB gzip",
    size.checkout.total <= BUDGET.checkoutBytes,
    `${(size.checkout.total / 1024).toFixed(1)} KB`,
  ],
  ["time to visible ≤ 1.3 × L", time.visibleTimesL <= BUDGET.visibleTimesL, `${time.visibleTimesL.toFixed(2)} × L`],
  ["layout shift while loading = 0", time.layoutShift <= BUDGET.layoutShift, String(time.layoutShift)],
  [
    `cart of ${LINES} lines re-prices within one frame (≤ 16 ms)`,
    time.cartRepriceMs <= BUDGET.cartRepriceMs,
    `${time.cartRepriceMs.toFixed(1)} ms`,
  ],
];
console.log("\nBudgets");
for (const [name, ok, value] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${value}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
