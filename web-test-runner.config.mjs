// Runs the bundled tests (.test-dist/, made by test/build-tests.mjs) in a real Chromium.
// The browser comes from test/support/chromium.mjs (CHROME_PATH, else Chromium on PATH).
import { defaultReporter } from "@web/test-runner";
import { CHROMIUM_ARGS, chromiumPath } from "./test/support/chromium.mjs";
import { freshTabLauncher } from "./test/support/fresh-tab-launcher.mjs";
import { FIREFOX_PATH, FIREFOX_PREFS, startWebKitDriver } from "./test/support/engines.mjs";
import { COMMAND_MS, freshWindowLauncher } from "./test/support/fresh-window-launcher.mjs";
import { summaryReporter } from "./test/support/summary-reporter.mjs";
import { engineCommandsPlugin } from "./test/support/engine-commands.mjs";
import { startHostedFieldsServer } from "./demo/hosted-fields-server.mjs";
import { mswWorkerSource } from "./demo/msw-worker.mjs";

/**
 * Serves msw's service worker from the site root, so it controls /_hcms/api/ requests: the demo's
 * guarded copy (demo/msw-worker.mjs), which sends WebKit no stream it cannot take.
 */
async function mswWorker(context, next) {
  if (context.path === "/mockServiceWorker.js") {
    context.type = "application/javascript";
    context.body = await mswWorkerSource();
    return undefined;
  }
  return next();
}

/**
 * The payment sandbox's hosted card fields on a second origin, as a provider's are: a small server of
 * its own on 127.0.0.1 and a free port, while the test pages are on localhost:WTR_PORT. A separate
 * server, not the same one under another host name, since the runner's server may listen on IPv6
 * localhost only. It must not keep the runner alive (unref); the tests read its URL from the page.
 */
const hostedFields = await startHostedFieldsServer();
hostedFields.server.unref();

/**
 * The page around the elements, as every real page has: a link before them and one kept after them.
 * Tab past an element's last control (or Shift+Tab before its first) lands there, in every engine,
 * instead of leaving the page: Firefox's headless Tab goes on into its own toolbar, and that tab never
 * gets the keyboard back. Tests check Tab order within the element, never a wrap-around.
 */
const PAGE_EDGES =
  `<a href="#" id="page-start">Seitenanfang</a><a href="#" id="page-end">Seitenende</a>` +
  `<script>{const end=document.getElementById("page-end");new MutationObserver(()=>{if(document.body.lastElementChild!==end)document.body.append(end)}).observe(document.body,{childList:true})}</script>`;

/**
 * Test pages run side by side on one origin and share its localStorage: a write on one page (its
 * cart count) reaches the others as a real `storage` event and would change their $cartCount
 * mid-test. Before any test module runs, each page lets through only the storage events its own
 * tests dispatch (untrusted ones).
 */
const testRunnerHtml = (testFramework) =>
  `<!DOCTYPE html><html><head></head><body>${PAGE_EDGES}` +
  `<script>window.addEventListener("storage", (event) => event.isTrusted && event.stopImmediatePropagation());</script>` +
  // Every test file a new browser session: the choices an earlier file left in localStorage are not its
  // (core/state/browser-session.ts).
  `<script>document.cookie = "shop_session=; Max-Age=0; Path=/";</script>` +
  `<script>window.__hostedFieldsUrl = ${JSON.stringify(hostedFields.url)};</script>` +
  `<script type="module" src="${testFramework}"></script></body></html>`;

/** The launcher of one engine (test/support/engines.mjs), each test file in a fresh tab. */
async function launcher(engine) {
  if (engine === "webkit") return freshWindowLauncher(await startWebKitDriver());
  if (engine === "firefox")
    return freshTabLauncher({
      name: "Firefox",
      // Only the tab in front gets focus and blur events in Firefox.
      async createPage({ context }) {
        const page = await context.newPage();
        await page.bringToFront();
        return page;
      },
      launchOptions: { browser: "firefox", executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: FIREFOX_PREFS },
    });
  return freshTabLauncher({
    name: "Chromium",
    // Test pages run side by side; with focus emulation each behaves as the focused page, so
    // focus, blur and keyboard tests do not depend on which page the browser has in front.
    async createPage({ context }) {
      const page = await context.newPage();
      const session = await page.createCDPSession();
      await session.send("Emulation.setFocusEmulationEnabled", { enabled: true });
      return page;
    },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  });
}

const engine = process.env.WTR_ENGINE || "chromium";

export default {
  files: [`${process.env.TEST_DIST || ".test-dist"}/**/*.test.js`],
  port: Number(process.env.WTR_PORT) || 8000,
  testRunnerHtml,
  nodeResolve: false,
  // One test page at a time: msw's service worker unregisters itself when its last client page
  // closes, and a page starting while another closes could lose its mocks mid-test.
  concurrency: 1,
  testsFinishTimeout: 180000,
  // A WebKit page that does not load gets a second try (fresh-window-launcher.mjs): the runner must
  // not give the file up (and close its window) meanwhile.
  browserStartTimeout: 2 * COMMAND_MS + 10000,
  middleware: [mswWorker],
  plugins: [engineCommandsPlugin()],
  reporters: [defaultReporter(), summaryReporter()],
  // WebKit's keys and clicks are WebDriver round trips, one key at a time: keyboard walks take longer.
  // One retry: three engines on two cores miss a wait now and then (a different test each run). A test
  // that passes only on its retry is listed at the end (test/support/retried-tests.ts): seen, then mended.
  testFramework: { config: { timeout: engine === "webkit" ? 20000 : 10000, retries: 1 } },
  browsers: [await launcher(engine)],
};
