// npm run bench: bundle sizes per entry and render timings in headless Chromium, checked against the
// budgets in the README. Exits non-zero when a budget is missed.
//
// Sizes: gzip (level 9) of each dist entry with every chunk it imports statically; lazy chunks apart;
// for the product page also "first view": the static closure plus the catalog of the page's language,
// which loads before any interaction too.
// Timings: the demo server with the fake API delayed by a fixed latency L; time from the element's
// connection to the product being visible, as a multiple of L; layout shift while loading.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import puppeteer from "puppeteer-core";
import { startServer } from "../demo/serve.mjs";

const DIST = "dist";
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET = { productFirstViewBytes: 22 * 1024, visibleTimesL: 1.3, layoutShift: 0 };

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

function sizes() {
  const entries = fs.readdirSync(DIST).filter((f) => f.endsWith(".js") && !f.startsWith("chunk-")).sort();
  const rows = entries.map((entry) => {
    const { files, lazy } = closure(entry);
    const size = files.reduce((s, f) => s + gz(f), 0);
    return { entry, files: files.length, gzip: size, lazyGzip: lazy.reduce((s, f) => s + gz(f), 0) };
  });
  console.log("\nBundle sizes (gzip bytes)\nentry | files | before interaction | lazy");
  for (const r of rows) console.log(`${r.entry} | ${r.files} | ${r.gzip} | ${r.lazyGzip}`);
  const product = rows.find((r) => r.entry === "shop-product-detail.js");
  // The product page loads two catalogs of its language: core's and its own.
  const catalogs = Object.fromEntries(["de", "en", "fr"].map((l) => [l, gz(catalogChunk(l, "core")) + gz(catalogChunk(l, "product-detail"))]));
  const firstView = product.gzip + Math.max(...Object.values(catalogs));
  console.log(`catalog chunks: ${Object.entries(catalogs).map(([l, b]) => `${l} ${b}`).join(", ")}`);
  console.log(`product page first view (static + largest catalog): ${firstView} bytes`);
  return { product: product.gzip, firstView };
}

async function timings() {
  const { server, url } = await startServer({ port: 0 });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
  const results = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${url}/demo/bench.html?latency=${LATENCY_MS}`);
      const result = await page.waitForFunction(() => window.__bench, { timeout: 30000 }).then((h) => h.jsonValue());
      results.push(result);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const visible = median(results.map((r) => r.visibleMs));
  const shift = Math.max(...results.map((r) => r.layoutShift));
  console.log(`\nProduct page, fake API latency L = ${LATENCY_MS} ms, ${RUNS} runs (first run includes a cold cache)`);
  console.log(`connected → visible: median ${visible.toFixed(0)} ms = ${(visible / LATENCY_MS).toFixed(2)} × L (runs: ${results.map((r) => r.visibleMs.toFixed(0)).join(", ")})`);
  console.log(`layout shift while loading: max ${shift}`);
  return { visibleTimesL: visible / LATENCY_MS, layoutShift: shift };
}

const size = sizes();
const time = await timings();
const checks = [
  ["product page before interaction (incl. catalog) ≤ 22 KB gzip", size.firstView <= BUDGET.productFirstViewBytes, `${(size.firstView / 1024).toFixed(1)} KB`],
  ["time to visible ≤ 1.3 × L", time.visibleTimesL <= BUDGET.visibleTimesL, `${time.visibleTimesL.toFixed(2)} × L`],
  ["layout shift while loading = 0", time.layoutShift <= BUDGET.layoutShift, String(time.layoutShift)],
];
console.log("\nBudgets");
for (const [name, ok, value] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${value}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
