// A page on another origin loads the bundle from the demo server (docs/embedding.md):
// module scripts are fetched in CORS mode, so this works only because the demo
// server allows other origins. The partner page names the script host in its CSP and runs its own
// fake API (the msw worker must come from the page's origin); its product element must render.
// Runs in `npm test` after the demo pages check.
import fs from "node:fs";
import http from "node:http";
import { launchBrowser } from "./support/browser.mjs";
import { startServer } from "../demo/serve.mjs";

const { server: scriptHost, url: scriptOrigin } = await startServer({ port: 0 });

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
    res.writeHead(200, { "Content-Type": "text/javascript" });
    fs.createReadStream("node_modules/msw/lib/mockServiceWorker.js").pipe(res);
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

const browser = await launchBrowser();
const problems = [];
try {
  const page = await browser.newPage();
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
  await page.goto(`${partnerOrigin}/partner.html`);
  const heading = await page
    .waitForFunction(() => document.querySelector("shop-product-detail")?.shadowRoot?.querySelector("h1")?.textContent, { timeout: 15000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!heading) problems.unshift(`the product element on ${partnerOrigin} did not render with the bundle from ${scriptOrigin}`);
} finally {
  await browser.close();
  scriptHost.close();
  partner.close();
}
if (problems.length) console.log(`  ✗ bundle from another origin\n    ${problems.join("\n    ")}`);
else console.log(`  ✓ a page on ${partnerOrigin} renders <shop-product-detail> with the bundle from ${scriptOrigin}`);
process.exitCode = problems.length ? 1 : 0;
