// How the demo shop's routes load on the phone profile of issue 23 (headless Chromium, CPU 4× slower,
// 150 ms latency, 1.6 Mbps down; a fresh browser context per run): when the page's element entry is
// requested (dist/<tag>.js, or the all-elements bundle the demo loaded before issue 23) and when its
// first API request starts, both from the navigation's start. docs/demo.md#how-the-demo-loads.
//   node bench/demo-load.mjs [runs]     (after npm run build)
import { startServer } from "../demo/serve.mjs";
import { launchBrowser } from "../test/support/browser.mjs";

const ROUTES = [
  { path: "/produkt/1001", entry: /\/dist\/shop-(product-detail|widgets)\.js$/ },
  { path: "/kategorie/21", entry: /\/dist\/shop-(category|widgets)\.js$/ },
];
const PHONE = { cpu: 4, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const RUNS = Number(process.argv[2] ?? 5);

/** Milliseconds from the navigation's request to the route's entry request and to its first API request. */
async function loadOnce(browser, url, { path, entry }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PHONE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpu });
  const times = {};
  cdp.on("Network.requestWillBeSent", ({ request, timestamp, type }) => {
    const ms = timestamp * 1000;
    if (type === "Document" && times.start === undefined) times.start = ms;
    else if (entry.test(new URL(request.url).pathname)) times.entry ??= ms;
    else if (new URL(request.url).pathname.startsWith("/_hcms/api/")) times.api ??= ms;
  });
  await page.goto(`${url}${path}`);
  await page.waitForFunction(() => true);
  const deadline = Date.now() + 30000;
  while (times.api === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await context.close();
  return { entry: times.entry - times.start, api: times.api - times.start };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

const { server, url } = await startServer({ port: 0 });
const browser = await launchBrowser();
try {
  const results = new Map(ROUTES.map((route) => [route.path, []]));
  // Interleaved, so a slow moment of the machine falls on both routes alike.
  for (let run = 0; run < RUNS; run++) for (const route of ROUTES) results.get(route.path).push(await loadOnce(browser, url, route));
  console.log(`phone profile, ${RUNS} runs, median (min–max), ms from navigation`);
  for (const [path, runs] of results) {
    const entry = runs.map((r) => r.entry);
    const api = runs.map((r) => r.api);
    console.log(
      `${path}: entry requested ${Math.round(median(entry))} (${range(entry)}), first API request ${Math.round(median(api))} (${range(api)})`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
