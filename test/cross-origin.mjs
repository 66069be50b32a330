// A page on another origin loads the bundle from the demo server (docs/embedding.md):
// module scripts are fetched in CORS mode, so this works only because the demo
// server allows other origins. The partner page names the script host in its CSP and runs its own
// fake API (the msw worker must come from the page's origin); its product element must render.
// Then the demo's partner site (demo/partner-server.mjs): its box configurator, with the shop as
// baseUrl, links to the shop's /konfiguration with the configuration, which opens there filled in;
// from a country without direct orders it requests an offer right on the partner's own offer page.
// Runs in `npm test` after the demo pages check, in Chromium, Firefox and WebKit one after another
// (WebKit's console is not watched here: the pages are the partner's, not the demo server's).
import http from "node:http";
import { launchBrowser } from "./support/browser.mjs";
import { ENGINES } from "./support/engines.mjs";
import { launchWebKit } from "./support/webdriver-page.mjs";
import { mswWorkerSource } from "../demo/msw-worker.mjs";
import { startServer } from "../demo/serve.mjs";
import { importTs } from "../scripts/import-ts.mjs";

const { server: scriptHost, url: scriptOrigin, partnerUrl } = await startServer({ port: 0 });

const partnerPage = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <title>Partner page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${scriptOrigin}/dist/demo/app.js"></script>
</head>
<body><main><h1>Partner page</h1><shop-product-detail data-fixture="1001"></shop-product-detail></main></body>
</html>`;

/** The partner's own server: its page, and msw's worker script, which a page may only register from its own origin. */
const partner = http.createServer((req, res) => {
  if (req.url === "/mockServiceWorker.js") {
    mswWorkerSource(undefined, { assetsToNetwork: true }).then((source) =>
      res.writeHead(200, { "Content-Type": "text/javascript" }).end(source),
    );
  } else if (req.url === "/partner.html") {
    const csp = `default-src 'self'; script-src 'self' ${scriptOrigin}; img-src 'self' data:; style-src 'self'; connect-src 'self'`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp });
    res.end(partnerPage);
  } else {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => partner.listen(0, "127.0.0.1", resolve));
const partnerOrigin = `http://127.0.0.1:${partner.address().port}`;

/**
 * A third origin with no fake API of its own: the elements' data blocks name the demo server as
 * `baseUrl`, whose fake API answers over HTTP with CORS (demo/fake-api-server.mjs).
 */
const { productDataBlock } = await importTs("demo/mocks/fixtures.ts");
const attribute = (block) => JSON.stringify(block).replaceAll("&", "&amp;").replaceAll("'", "&#39;");
const embedBase = { language: "de", geoLocation: "de", baseUrl: scriptOrigin };
const embedPage = `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <title>Embed page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="${scriptOrigin}/dist/shop-product-detail.js"></script>
  <script type="module" src="${scriptOrigin}/dist/shop-cart.js"></script>
  <script type="module" src="${scriptOrigin}/dist/shop-box-configurator.js"></script>
</head>
<body><main><h1>Embed page</h1>
<shop-product-detail data='${attribute(productDataBlock("1001", { baseUrl: scriptOrigin }))}'></shop-product-detail>
<shop-cart data='${attribute(embedBase)}'></shop-cart>
<shop-box-configurator data='${attribute(embedBase)}'></shop-box-configurator>
</main></body>
</html>`;
const embedder = http.createServer((_req, res) => {
  const csp = `default-src 'self'; script-src ${scriptOrigin}; img-src ${scriptOrigin} data:; style-src 'self'; connect-src ${scriptOrigin}`;
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": csp });
  res.end(embedPage);
});
await new Promise((resolve) => embedder.listen(0, "127.0.0.1", resolve));
const embedOrigin = `http://127.0.0.1:${embedder.address().port}`;

const problems = [];
const BOX = "b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2";

/** In the page: the box configurator's link or button whose text is `text` (once it is there). */
const control = (page, text) =>
  page.waitForFunction(
    (t) =>
      [...(document.querySelector("shop-box-configurator")?.shadowRoot?.querySelectorAll("a, button") ?? [])].find(
        (el) => el.textContent.trim() === t && el.getAttribute("aria-disabled") !== "true",
      ),
    { timeout: 15000 },
    text,
  );

/** The partner site's box configurator: order at the shop, and an offer requested on the partner's page. */
async function partnerConfigurator(browser) {
  const page = await browser.newPage();
  page.on("pageerror", (error) => problems.push(`partner configurator: page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`partner configurator: console: ${message.text()}`));
  try {
    await page.goto(`${partnerUrl}/configurator.html?${BOX}`);
    const href = await (await control(page, "Beim Shop bestellen")).evaluate((a) => a.href);
    if (!href.startsWith(`${scriptOrigin}/konfiguration?`) || !href.includes("b.l=320"))
      problems.push(`the partner's order link does not lead to the shop's configurator with the configuration: ${href}`);
    await page.goto(href);
    const length = await page
      .waitForFunction(
        () =>
          [...(document.querySelector("shop-box-configurator")?.shadowRoot?.querySelectorAll("input") ?? [])].some(
            (i) => i.value === "320",
          ),
        { timeout: 15000 },
      )
      .catch(() => null);
    if (!length) problems.push("the shop's configurator did not open with the partner's configuration");
    // The shop's page has finished its requests (the configuration's price, the header's cart) before
    // the address bar leaves it: a request cut off by leaving is the page going, which the Navigation API
    // does not tell for the address bar, and Firefox's service worker then reports a failed load. Firefox
    // has no network-idle wait here, so the page's own signs of its answers come first.
    await control(page, "In den Warenkorb").catch(() => {});
    await page
      .waitForFunction(() => document.querySelector("shop-header")?.shadowRoot?.querySelector(".badge[data-count]"), { timeout: 10000 })
      .catch(() => {});
    // So has the toasts' region, which the configurator loads with itself (core/ui/toasts.ts): a clean
    // CI's Firefox logged "cannot load the toasts" for its import cut off by the address bar.
    await page.waitForFunction(() => customElements.get("shop-toast-region"), { timeout: 10000 }).catch(() => {});
    await page.waitForNetworkIdle?.({ idleTime: 300, timeout: 10000 }).catch(() => {});

    await page.goto(`${partnerUrl}/configurator.html?${BOX}&geo=ch`);
    await (await control(page, "Angebot anfragen")).evaluate((button) => button.click());
    await page.waitForFunction(() => location.pathname === "/offer.html" && /session=offer-/.test(location.search), { timeout: 15000 });
    const line = await page
      .waitForFunction(
        () => document.querySelector("shop-request-offer")?.shadowRoot?.querySelector(".order-lines tbody tr")?.textContent,
        { timeout: 15000 },
      )
      .then((h) => h.jsonValue())
      .catch(() => page.evaluate(() => `${location.href}: ${document.querySelector("shop-request-offer")?.shadowRoot?.textContent}`));
    if (!line.includes("320 × 240 × 80")) problems.push(`the partner's offer page does not list the configured box: "${line}"`);
  } catch (error) {
    problems.push(`partner configurator: ${error.message}`);
  } finally {
    await page.close();
  }
}

/** What each loader on the embed page asks for before its element's module has come: its reads, by tag. */
const EARLY_READS = {
  "shop-product-detail": { article: "objects/articles/getArticlesById", "price list": "price-lists/get?articleId=1001" },
  "shop-cart": { cart: "objects/order-items/get?sessionid=" },
  "shop-box-configurator": { categories: "box-categories?language=de", boards: "materials?use=box&language=de" },
};

/**
 * Data before code (issue 23): each loader (dist/<tag>.js) asks for its element's first reads before the
 * element's module has come, and the element takes those answers: each is asked for once (call it before
 * anything the shopper does asks again). Read from the page's resource timing, which every engine keeps.
 */
async function dataBeforeCode(page, tags) {
  const needles = tags.flatMap((tag) => Object.values(EARLY_READS[tag]));
  // An element's answers may come after another's: wait until every read has its entry.
  await page
    .waitForFunction(
      (parts) => parts.every((part) => performance.getEntriesByType("resource").some((e) => e.name.includes(part))),
      { timeout: 15000 },
      needles,
    )
    .catch(() => undefined);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd })),
  );
  const named = (part) => entries.filter((e) => e.name.includes(part));
  const problems = [];
  for (const tag of tags) {
    const [module] = named(`/dist/${tag}.element.js`);
    if (!module) {
      problems.push(`the loader of <${tag}> did not load dist/${tag}.element.js`);
      continue;
    }
    for (const [read, part] of Object.entries(EARLY_READS[tag])) {
      const asked = named(part);
      if (asked.length !== 1) problems.push(`the ${read} of <${tag}> was asked for ${asked.length} times, not once`);
      else if (asked[0].startTime >= module.responseEnd)
        problems.push(
          `the ${read} of <${tag}> was asked for only after the element's module had come (${asked[0].startTime} ≥ ${module.responseEnd} ms)`,
        );
    }
  }
  return problems;
}

/** Product detail (its price), cart (the article added) and box configurator (a price) on the third origin. */
async function embedAgainstFakeApi(browser) {
  const page = await browser.newPage();
  page.on("pageerror", (error) => problems.push(`embed page: page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`embed page: console: ${message.text()}`));
  const inside = (tag, selector) =>
    page
      .waitForFunction(
        (t, s) => document.querySelector(t)?.shadowRoot?.querySelector(s)?.textContent.trim(),
        { timeout: 15000 },
        tag,
        selector,
      )
      .then((handle) => handle.jsonValue())
      .catch(() => page.evaluate((t) => `nothing; it shows "${document.querySelector(t)?.shadowRoot?.textContent.slice(0, 200)}"`, tag));
  try {
    await page.goto(`${embedOrigin}/`);
    const price = await inside("shop-product-detail", ".scale-prices");
    if (!/\d,\d\d\s€/.test(price ?? "")) problems.push(`embed page: the product shows no price from the demo server's fake API (${price})`);
    problems.push(...(await dataBeforeCode(page, ["shop-product-detail", "shop-cart"])).map((problem) => `embed page: ${problem}`));
    await page.evaluate(() => document.querySelector("shop-product-detail").shadowRoot.querySelector("button.add").click());
    const line = await inside("shop-cart", ".cart-line, tbody tr");
    if (!/Archivbox/.test(line)) problems.push(`embed page: the cart shows no line after adding the article (${line})`);
    const box = await inside("shop-box-configurator", ".live-price, .price");
    if (!/\d,\d\d\s€/.test(box ?? "")) problems.push(`embed page: the box configurator shows no price (${box})`);
    problems.push(...(await dataBeforeCode(page, ["shop-box-configurator"])).map((problem) => `embed page: ${problem}`));
  } catch (error) {
    problems.push(`embed page: ${error.message}`);
  } finally {
    await page.close();
  }
}

/** The engines the check runs in, one after another (CROSS_ORIGIN_ENGINES=webkit picks). */
const CHECK_ENGINES = process.env.CROSS_ORIGIN_ENGINES?.split(",") ?? ENGINES;
let failed = false;
try {
  for (const engine of CHECK_ENGINES) {
    const started = Date.now();
    problems.length = 0;
    const browser = engine === "webkit" ? await launchWebKit() : await launchBrowser(engine);
    try {
      const page = await browser.newPage();
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
      await page.goto(`${partnerOrigin}/partner.html`);
      const heading = await page
        .waitForFunction(() => document.querySelector("shop-product-detail")?.shadowRoot?.querySelector("h1")?.textContent, {
          timeout: 15000,
        })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (!heading) problems.unshift(`the product element on ${partnerOrigin} did not render with the bundle from ${scriptOrigin}`);
      await page.close();
      await partnerConfigurator(browser);
      await embedAgainstFakeApi(browser);
    } finally {
      await browser.close();
    }
    const time = `(${engine}, ${((Date.now() - started) / 1000).toFixed(0)} s)`;
    if (problems.length) console.log(`  ✗ bundle from another origin ${time}\n    ${problems.join("\n    ")}`);
    else {
      console.log(`  ✓ a page on ${partnerOrigin} renders <shop-product-detail> with the bundle from ${scriptOrigin} ${time}`);
      console.log(
        `  ✓ a page on ${embedOrigin} embeds product detail, cart and box configurator against the demo server's fake API over HTTP`,
      );
      console.log(`  ✓ the partner site ${partnerUrl} orders a configured box at the shop and requests an offer on its own page`);
    }
    failed ||= problems.length > 0;
  }
} finally {
  embedder.close();
  scriptHost.close();
  partner.close();
}
process.exitCode = failed ? 1 : 0;
