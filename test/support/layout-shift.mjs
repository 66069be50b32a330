// Layout shift of the demo shop's routes as a shopper gets it (issue 20): a fresh load of each route,
// no input, at a desktop and a phone width, summed from Chromium's layout-shift entries as Core Web
// Vitals count them (entries without recent input). Shared by test/layout-shift.mjs (npm test) and the
// bench (bench/run.mjs). The session holds an article in the cart, as a shopper's usually does.
import { readFileSync } from "node:fs";
import { phoneViewport } from "./browser.mjs";
import { waitUntilSettled } from "./demo-settled.mjs";

const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8"));
const ROUTES = readJson("../../demo/storefront/routes.json");
const CONTENT_PAGES = readJson("../../demo/storefront/content-pages.json");
const LANGUAGES = ["de", "en", "fr"];

/** The widths measured: a desktop and a common phone (the issue's 1280 and 390 px). */
export const SHIFT_VIEWPORTS = [
  { label: "1280", viewport: { width: 1280, height: 800 } },
  { label: "390", viewport: phoneViewport(390) },
];

/** How long a load is watched at most, and how long it must stay still once every element has rendered. */
const WATCH_MS = 5000;
const QUIET_MS = 1200;

/** The query a route needs to show its content (the tracking page searches an order, as its link does). */
const QUERIES = {
  tracking: "?order=AB-2026-90001&postcode=10115",
  thankYou: "?deal=$deal",
  search: "?q=archivkarton",
};

/** The demo's developer pages measured like the routes: the block builder (demo/builder.html), its first form and a category. */
export const TOOL_PAGES = ["/demo/builder.html", "/demo/builder.html?element=shop-category"];

/** Every route of docs/demo.md in each language: one path per page and language (a product and two categories). */
export function shopRoutes() {
  const paths = [];
  for (const [page, def] of Object.entries(ROUTES)) {
    if (page === "logout") continue; // forgets the login and shows a sentence: nothing to shift
    const query = QUERIES[page] ?? "";
    if (def.items) {
      for (const item of CONTENT_PAGES) paths.push(...LANGUAGES.map((lang) => item.routes[lang]));
    } else if (def.path) {
      paths.push(
        ...LANGUAGES.map(
          (lang) => `${def.path}${query || (lang === "de" ? "" : `?lang=${lang}`)}${query && lang !== "de" ? `&lang=${lang}` : ""}`,
        ),
      );
    } else if (page === "product") {
      paths.push(...LANGUAGES.map((lang) => `${def.routes[lang]}1001`));
    } else if (page === "category") {
      paths.push(...LANGUAGES.map((lang) => `${def.routes[lang]}21`), `${def.routes.de}11`);
    } else paths.push(...LANGUAGES.map((lang) => `${def.routes[lang]}${query}`));
  }
  return paths;
}

/** Collects the page's layout shifts from its first paint (installed before any script of the page runs). */
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        const node = s.node;
        const name = node
          ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className && typeof node.className === "string" ? `.${node.className.split(" ")[0]}` : ""}`
          : "?";
        return `${name} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`;
      });
      window.__shifts.push({ at: Math.round(entry.startTime), value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * A browser context whose fake API holds one cart line and an order (for the thank-you page): the demo
 * seeds them through its query (?cartLines=, ?seedOrder=, demo/app.ts) on a page that shifts nothing.
 */
export async function shopperContext(browser, url) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${url}/agb?cartLines=1&seedOrder=1`);
  await waitUntilSettled(page);
  const deal = await page.evaluate(() => window.__seededDeal);
  await page.close();
  return { context, deal };
}

/** The layout shift of one fresh load of `path`, with the entries that make it up. */
export async function measureShift({ context, deal }, url, path, viewport) {
  const page = await context.newPage();
  try {
    await page.setViewport(viewport);
    await page.evaluateOnNewDocument(observeShifts);
    const started = Date.now();
    await page.goto(`${url}${path.replace("$deal", deal ?? "")}`);
    await waitUntilSettled(page, WATCH_MS * 2);
    // Still until QUIET_MS pass without a new shift, or WATCH_MS after the start.
    let count = -1;
    while (Date.now() - started < WATCH_MS) {
      const now = await page.evaluate(() => window.__shifts.length);
      if (now === count) break;
      count = now;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    }
    const shifts = await page.evaluate(() => window.__shifts);
    return { value: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await page.close();
  }
}

/**
 * Every route at every width of SHIFT_VIEWPORTS, `parallel` loads at a time (each its own tab; more
 * would measure the two cores' queue): "<path> <width>" → { value, shifts } or { error }.
 */
export async function measureShopRoutes(browser, url, routes, parallel = 2) {
  const shopper = await shopperContext(browser, url);
  const jobs = routes.flatMap((path) => SHIFT_VIEWPORTS.map((width) => ({ path, width })));
  const results = new Map();
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const result = await measureShift(shopper, url, job.path, job.width.viewport).catch((error) => ({ error }));
      results.set(`${job.path} ${job.width.label}`, result);
    }
  };
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    await shopper.context.close();
  }
  return results;
}
