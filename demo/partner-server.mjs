// The demo's partner site: a framer's pages on an origin of their own that embed the configurators
// with the shop as their baseUrl, as a partner would (docs/demo.md). It serves its two pages, with the
// shop's origin written in, and msw's worker (demo/msw-worker.mjs; a page may only register one from its own origin: the
// partner's pages run their own fake API, standing in for the shop's API their requests name).
// demo/serve.mjs starts it beside the shop; /demo/partner on the shop leads here.
import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mswWorkerSource } from "./msw-worker.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";

const PAGES = { "/configurator.html": "demo/partner/configurator.html", "/offer.html": "demo/partner/offer.html" };
/** The partner's own stylesheet: its look and the shop's properties in its colours. */
const STYLESHEET = "demo/partner/partner.css";

/** The partner's own strict policy: scripts, styles and API requests from itself and the shop only. */
const policy = (shop) =>
  `default-src 'self'; script-src 'self' ${shop}; style-src 'self' ${shop}; img-src 'self' data: ${shop}; connect-src 'self' ${shop}`;

async function serve(shop, req, res) {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (pathname === "/mockServiceWorker.js") {
    res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
    return res.end(await mswWorkerSource(undefined, { assetsToNetwork: true }));
  }
  if (pathname === "/partner.css") {
    res.writeHead(200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "no-store" });
    return res.end(await fs.readFile(path.join(REPO_ROOT, STYLESHEET)));
  }
  const page = PAGES[pathname === "/" ? "/configurator.html" : pathname];
  if (!page || req.method !== "GET") {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    return res.end("Not found");
  }
  const html = (await fs.readFile(path.join(REPO_ROOT, page), "utf8")).replaceAll("{{SHOP}}", shop);
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": policy(shop) });
  res.end(html);
}

/**
 * Starts the partner site for the shop at `shopUrl` (its origin) on `port` (0: any free port).
 * @returns {Promise<{ server: http.Server, url: string }>} url is the partner's origin
 */
export function startPartnerServer({ shopUrl, port = 0 }) {
  const server = http.createServer((req, res) =>
    serve(shopUrl, req, res).catch((error) => {
      console.error(`partner ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve({ server, url: `http://${HOST}:${server.address().port}` }));
  });
}
