// The demo server: static files from the repository root on 127.0.0.1, nothing beyond Node.
//   node demo/serve.mjs            PORT=9000 node demo/serve.mjs
// The shop's routes (/, /warenkorb, /basket, …: demo/storefront/routes.json) serve the demo shop's
// pages, each with a module script per element it shows; /mockServiceWorker.js is the installed
// msw's, guarded for WebKit (demo/msw-worker.mjs). HTML pages get a strict Content-Security-Policy
// (no unsafe-inline, no unsafe-eval): the widgets must work under it. Every answer allows any origin
// (CORS), so a page elsewhere can load the bundle as module scripts; text goes gzipped. bench/ and
// test/ reuse startServer(). Beside it, the payment sandbox's hosted card fields listen on a port of
// their own (a second origin, hosted-fields-server.mjs; port HOSTED_FIELDS_PORT, else any free one):
// the pages' CSP names it in frame-src, and a <meta name="demo-hosted-fields"> in each page tells the
// demo pages where it is. A partner site (a third origin, partner-server.mjs; port PARTNER_PORT)
// embeds the configurators with this shop as their baseUrl; /demo/partner leads there.
import http from "node:http";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { answerFakeApi, isFakeApiPath } from "./fake-api-server.mjs";
import { startFunctionsApi } from "./functions-api.mjs";
import { startHostedFieldsServer } from "./hosted-fields-server.mjs";
import { mswWorkerSource } from "./msw-worker.mjs";
import { startPartnerServer } from "./partner-server.mjs";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const PORT_ATTEMPTS = 20;

export const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
};

/** The types worth compressing (pictures other than SVG are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

const readJson = (file) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8"));

/**
 * The demo shop's pages by route (docs/demo.md): the links the elements write land on them. A page
 * kind with an `items` file (the content pages) has one page per item, at the item's routes.
 */
const SHOP_PAGES = Object.values(readJson("demo/storefront/routes.json")).map(({ items, ...page }) =>
  items ? { ...page, paths: readJson(items).flatMap((item) => Object.values(item.routes)) } : page,
);

/**
 * The shop page that serves a route ('/warenkorb' → the cart's entry, file demo/storefront/cart.html),
 * or undefined. A prefix route ('/produkt/') serves every page one segment below it ('/produkt/1001').
 */
function shopPageAt(urlPath) {
  return SHOP_PAGES.find(({ routes, path: single, paths, prefix }) =>
    (paths ?? (single ? [single] : Object.values(routes))).some((route) =>
      prefix ? urlPath.startsWith(route) && /^[^/]+$/.test(urlPath.slice(route.length)) : urlPath === route,
    ),
  );
}

/** The elements of the page frame every shop page has (demo/storefront/frame.ts writes them). */
const FRAME_ELEMENTS = ["shop-header", "shop-company-switcher", "shop-vat-modal"];
const APP_SCRIPT = '<script type="module" src="/dist/demo/app.js"></script>';

/**
 * A shop page loads the entry of each element it shows, as a CMS page does (docs/embedding.md), in its
 * head before the demo's own script: the browser fetches them at once, beside the fake API's code
 * (docs/decisions/demo-element-scripts.md).
 */
function withElementScripts(html, page) {
  const tags = [...FRAME_ELEMENTS, ...(page.elements ?? [])];
  const scripts = tags.map((tag) => `<script type="module" src="/dist/${tag}.js"></script>`);
  return html.replace(APP_SCRIPT, [...scripts, ...preloadLinks(tags), APP_SCRIPT].join("\n  "));
}

/**
 * The links a page that writes its own head adds from dist/preload.json (docs/embedding.md#how-an-element-loads):
 * each element's module, its imports and what its first screen imports lazily, each file once, so they
 * come with the loaders, not after them.
 */
function preloadLinks(tags) {
  let preload;
  try {
    preload = readJson("dist/preload.json");
  } catch {
    return []; // not built yet: the loaders ask for the files themselves
  }
  const files = new Set(
    tags.flatMap((tag) => (preload[tag] ? [preload[tag].element, ...preload[tag].imports, ...preload[tag].firstScreen] : [])),
  );
  return [...files].map((file) => `<link rel="modulepreload" href="/dist/${file.slice(2)}">`);
}

/**
 * Module scripts (and their source maps, CSS and JSON) are fetched in CORS mode: a page on another
 * origin may load the bundle only if the answer allows it. The demo allows every origin.
 */
const CORS_HEADERS = { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" };

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...CORS_HEADERS, ...headers });
  res.end(body);
}

/** The file a URL path names inside root, or null when it would leave root, names a dotfile (.git) or is not decodable. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const normalized = path.posix.normalize(decoded);
  if (decoded.includes("\0") || normalized.split("/").some((segment) => segment.startsWith("."))) return null;
  const file = path.resolve(root, `.${normalized}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/** Follows symlinks and directories: the real file to serve, a redirect, or null for 404/403. */
async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function locate(root, realRoot, urlPath) {
  const file = resolveInside(root, urlPath);
  if (!file) return { status: 403 };
  try {
    const real = await fs.realpath(file);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return { status: 403 };
    const stat = await fs.stat(real);
    if (!stat.isDirectory()) return { file: real, size: stat.size };
    if (!urlPath.endsWith("/")) return { redirect: `${urlPath}/` };
    const index = path.join(real, "index.html");
    return { file: index, size: (await fs.stat(index)).size };
  } catch {
    return { status: 404 };
  }
}

/**
 * A product page with its fallback rendered into the element, as a CMS renders it server-side
 * (docs/decisions/product-fallback.md): name, picture, number and description for a browser without
 * script (demo/product-fallback.ts, built into dist/demo/product-fallback.mjs), in a page of the
 * route's language. Not built yet: the page as it is; an article the catalogue does not know: no fallback.
 */
async function withProductFallback(html, root, pathname) {
  let module;
  try {
    module = await import(pathToFileURL(path.join(root, "dist", "demo", "product-fallback.mjs")).href);
  } catch {
    return html;
  }
  const fallback = module.productFallbackAt(pathname);
  // The page's language is the route's from the start (the frame's script sets it too): without
  // script, "Item no." on /product/<id> is read as English, and words hyphenate as English.
  const language = module.productPageLanguage(pathname) ?? "de";
  const page = html.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`);
  return fallback ? page.replace("></shop-product-detail>", `>\n${fallback}\n</shop-product-detail>`) : page;
}

/** What asks for the demo's cookie banner and the speed figures (demo/storefront/consent-demo.ts; startServer's `consentBanner`). */
const CONSENT_METAS = '<meta name="demo-consent-banner" content="on">\n<meta name="shop-analytics" content="vitals">';

/** The script test/support/webdriver-page.mjs has every HTML page load first (startServer's `pageWatch`). */
const PAGE_WATCH = '<script src="/test/support/page-watch.js"></script>';

async function serve(root, realRoot, hostedFieldsUrl, partner, pageWatch, functions, consentBanner, req, res) {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  if (functions && (await functions.answer(req, res, url))) return;
  if (isFakeApiPath(url.pathname)) return answerFakeApi(root, req, res, url);
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  if (url.pathname === "/mockServiceWorker.js")
    return send(res, 200, req.method === "HEAD" ? "" : await mswWorkerSource(root, { assetsToNetwork: true }), {
      "Content-Type": CONTENT_TYPES[".js"],
    });
  // The partner site's origin is known once both servers listen.
  if (url.pathname === "/demo/partner" && partner.url)
    return send(res, 302, "", { Location: `${partner.url}/configurator.html${url.search}` });
  const shopPage = shopPageAt(url.pathname);
  const found = await locate(root, realRoot, shopPage ? `/${shopPage.file}` : url.pathname);
  if (found.redirect) return send(res, 301, "", { Location: found.redirect + url.search });
  if (!found.file) return send(res, found.status, found.status === 403 ? "Forbidden" : "Not found");

  const type = CONTENT_TYPES[path.extname(found.file).toLowerCase()] ?? "application/octet-stream";
  const headers = {
    "Content-Type": type,
    "Content-Length": found.size,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...CORS_HEADERS,
  };
  // dist/ names no map in its files (esbuild.config.mjs): the header leads the browser's tools to it.
  if (found.file.endsWith(".js") && (await exists(`${found.file}.map`))) headers.SourceMap = `${path.basename(found.file)}.map`;
  if (type.startsWith("text/html")) headers["Content-Security-Policy"] = `${CSP}; frame-src ${new URL(hostedFieldsUrl).origin}`;
  if (type.startsWith("text/html")) {
    // Where the payment sandbox is, for the checkout's data block (demo/data-blocks.ts), before any script runs.
    const hosted = `<meta name="demo-hosted-fields" content="${hostedFieldsUrl}">\n</head>`;
    const html = (await fs.readFile(found.file, "utf8"))
      .replace(/<head>/i, `<head>${pageWatch ? PAGE_WATCH : ""}`)
      .replace(/<\/head>/i, hosted);
    const page = shopPage?.file === "demo/storefront/product.html" ? await withProductFallback(html, root, url.pathname) : html;
    const shop = shopPage ? withElementScripts(page, shopPage) : page;
    // The shop's pages reach the functions through the API root (docs/embedding.md); the developer pages keep the fake's scenarios.
    const withRoot = shopPage && functions ? shop.replace(/<\/head>/i, `${functions.rootMeta}\n</head>`) : shop;
    // A person trying the demo gets its cookie banner, the event panel and the speed figures (docs/analytics.md).
    const served = shopPage && consentBanner ? withRoot.replace(/<\/head>/i, `${CONSENT_METAS}\n</head>`) : withRoot;
    res.writeHead(200, { ...headers, "Content-Length": Buffer.byteLength(served) });
    return res.end(req.method === "HEAD" ? undefined : served);
  }
  // Scripts, styles and maps go gzipped to a browser that takes it, as a shop's server sends them: the
  // demo's load times on a phone's bandwidth are the ones an embedder's page gets (docs/demo.md#how-the-demo-loads).
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (gzip) {
    delete headers["Content-Length"];
    Object.assign(headers, { "Content-Encoding": "gzip", Vary: "Accept-Encoding" });
  }
  const file = req.method === "HEAD" ? undefined : await fs.open(found.file);
  res.writeHead(200, headers);
  if (!file) return res.end();
  const stream = file.createReadStream().on("error", () => res.destroy());
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

function handler(root, realRoot, hostedFieldsUrl, partner, pageWatch, functions, consentBanner) {
  return (req, res) =>
    serve(root, realRoot, hostedFieldsUrl, partner, pageWatch, functions, consentBanner, req, res).catch((error) => {
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else send(res, 500, "Internal server error");
    });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(server.address().port);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, HOST);
  });
}

/**
 * Starts the server on `port`, or the next free one if it is taken (port 0: any free port).
 * @param {{ port?: number, root?: string, pageWatch?: boolean, backend?: "fake" | "functions", consentBanner?: boolean }} [options]
 * The hosted card fields and the partner site start with it and stop when it closes. `pageWatch`: every
 * HTML page loads test/support/page-watch.js first (for WebDriver scripts, test/support/webdriver-page.mjs).
 * `consentBanner`: the shop's pages show the demo's cookie banner and analytics event panel and ask for the
 * speed figures (`npm start` does; tests see the pages without them).
 * `backend: "functions"`: the shop's pages call the HubSpot functions below /hs/serverless/shop/, on the
 * local CRM or, with HUBSPOT_TOKEN set, on that portal (demo/functions-api.mjs).
 * @returns {Promise<{ server: http.Server, url: string, hostedFieldsUrl: string, partnerUrl: string, localCrm?: object }>} url is the origin,
 * without trailing slash; `localCrm` the functions' local HubSpot (its `requests` log), when they run on it
 */
export async function startServer({
  port = Number(process.env.PORT) || 8080,
  root = REPO_ROOT,
  pageWatch = false,
  backend = "fake",
  consentBanner = false,
} = {}) {
  const absoluteRoot = path.resolve(root);
  const hosted = await startHostedFieldsServer({ port: Number(process.env.HOSTED_FIELDS_PORT) || 0 });
  const partner = { url: "", server: null };
  const functions = backend === "functions" ? await startFunctionsApi({ root: absoluteRoot, token: process.env.HUBSPOT_TOKEN }) : undefined;
  const server = http.createServer(
    handler(absoluteRoot, await fs.realpath(absoluteRoot), hosted.url, partner, pageWatch, functions, consentBanner),
  );
  // A browser keeps its connections open longer than Node's 5 s: a request sent on one Node is just
  // closing is lost in WebKit (its fetch never settles), so Node keeps them a minute.
  server.keepAliveTimeout = 60_000;
  server.on("close", () => {
    hosted.server.close();
    partner.server?.close();
    functions?.close();
  });
  for (let attempt = 0; ; attempt++) {
    try {
      const bound = await listen(server, port === 0 ? 0 : port + attempt);
      const url = `http://${HOST}:${bound}`;
      Object.assign(partner, await startPartnerServer({ shopUrl: url, port: Number(process.env.PARTNER_PORT) || 0 }));
      await functions?.listening(url);
      return { server, url, hostedFieldsUrl: hosted.url, partnerUrl: partner.url, localCrm: functions?.crm?.hubspot };
    } catch (error) {
      if (error.code !== "EADDRINUSE" || port === 0 || attempt + 1 >= PORT_ATTEMPTS) {
        hosted.server.close();
        throw error;
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = process.argv.includes("--fake") ? "fake" : "functions";
  const { url, hostedFieldsUrl, partnerUrl } = await startServer({ backend, consentBanner: true });
  const api =
    backend === "fake" ? "the msw fake API" : `the HubSpot functions on ${process.env.HUBSPOT_TOKEN ? "your portal" : "the local CRM"}`;
  console.log(
    `Demo shop running at ${url}/ on ${api} (developer test pages: ${url}/demo/; hosted card fields at ${hostedFieldsUrl}; partner site at ${partnerUrl}/)`,
  );
}
