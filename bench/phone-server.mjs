// The phone bench's server (bench/phone.mjs): one TLS port for every host the three product pages
// name, HTTP/2 (or HTTP/1.1 with `http1`) with gzip, as a CDN and an API answer a phone. Chromium maps
// every host to it (--host-resolver-rules), so the peers' own code runs unmodified:
// - shop.bench.test: the bench's pages (`pages`: path → HTML, bench/phone-pages.mjs), the fake API
//   (demo/fake-api-server.mjs, without its own latency: the emulated network delays every answer)
//   and everything else of the demo server (dist/, the demo shop's routes), proxied;
// - sdks.shopifycdn.com, cdn.jsdelivr.net: the peers' published browser builds from node_modules;
// - *.myshopify.com, cdn.shopify.com: Shopify's Storefront API and product picture (bench/phone-peers.mjs);
// - auth.commercelayer.io, *.commercelayer.io: Commerce Layer's token and API (bench/phone-peers.mjs).
// The certificate is self-signed, made with openssl at start in a temporary folder (nothing committed).
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { fakeApiAnswer, isFakeApiPath } from "../demo/fake-api-server.mjs";
import { peerAnswer } from "./phone-peers.mjs";

const REPO_ROOT = path.resolve(import.meta.dirname, "..");
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /text|javascript|json|svg|xml|graphql/;
/** Headers HTTP/2 forbids or the proxy recomputes. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "date"]);

/** A self-signed certificate for the bench's hosts, made now. */
async function certificate() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "phone-bench-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  const subject = ["-subj", "/CN=shop.bench.test", "-addext", "subjectAltName=DNS:*.bench.test"];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", ...subject], {
    stdio: "ignore",
  });
  const pair = { key: await fs.readFile(key), cert: await fs.readFile(cert) };
  await fs.rm(dir, { recursive: true });
  return pair;
}

const CONTENT_TYPES = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
};

/** A file of the repository as an answer (the peers' published builds). */
async function fileAnswer(file) {
  const body = await fs.readFile(path.join(REPO_ROOT, file)).catch(() => undefined);
  if (!body) return { status: 404, headers: { "content-type": "text/plain" }, body: Buffer.from(`no ${file}`) };
  // A CDN allows every origin: module scripts are fetched in CORS mode.
  const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
  return { status: 200, headers: { "content-type": type, "access-control-allow-origin": "*" }, body };
}

/** The CDN paths of the peers' published builds, read from their npm packages. */
function cdnFile(host, pathname) {
  if (host === "sdks.shopifycdn.com") {
    const file = pathname.match(/^\/buy-button\/[^/]+\/(.+)$/)?.[1];
    return file && `node_modules/@shopify/buy-button-js/dist/${file}`;
  }
  if (host === "cdn.jsdelivr.net") {
    const [, name, file] = pathname.match(/^\/npm\/(@?[^@]+)@[^/]+\/(.+)$/) ?? [];
    return name && `node_modules/${name}/${file}`;
  }
}

/** The demo server's answer to a request on shop.bench.test. */
function proxied(demoPort, method, pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const forward = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && name !== "accept-encoding"));
    const req = http.request(
      { host: "127.0.0.1", port: demoPort, method, path: pathname, headers: { ...forward, host: "shop.bench.test" } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function requestBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** The answer to a request for any host: a peer's CDN file, a peer's API, or the shop's (*.bench.test). */
async function answer(demoPort, pages, req) {
  const host = (req.headers[":authority"] ?? req.headers.host ?? "").replace(/:\d+$/, "");
  const url = new URL(req.url, `https://${host}`);
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : await requestBody(req);
  const file = cdnFile(host, url.pathname);
  if (file) return fileAnswer(file);
  if (!host.endsWith(".bench.test")) return peerAnswer(host, req.method, url, body);
  if (pages.has(url.pathname))
    return { status: 200, headers: { "content-type": CONTENT_TYPES[".html"] }, body: Buffer.from(pages.get(url.pathname)) };
  if (isFakeApiPath(url.pathname)) {
    const headers = Object.entries(req.headers).filter(([name]) => !name.startsWith(":"));
    const found = await fakeApiAnswer(REPO_ROOT, new Request(url, { method: req.method, headers, body }), { delayed: false });
    return found ?? { status: 404, headers: { "content-type": "application/json" }, body: Buffer.from("{}") };
  }
  return proxied(demoPort, req.method, url.pathname + url.search, req.headers, body);
}

/** Gzip when the browser takes it and the type gains from it, as a CDN does. */
async function send(req, res, { status, headers, body }) {
  const out = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())));
  const type = String(out["content-type"] ?? out["Content-Type"] ?? "");
  let payload = body ?? Buffer.alloc(0);
  if (payload.length > 0 && COMPRESSIBLE.test(type) && /gzip/.test(req.headers["accept-encoding"] ?? "")) {
    payload = await gzip(payload);
    out["content-encoding"] = "gzip";
  }
  out["content-length"] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === "HEAD" ? undefined : payload);
}

/**
 * Starts the server (HTTP/2 with gzip; HTTP/1.1 over TLS with `http1`) in front of a demo server on
 * `demoPort`, with the bench's `pages` (a Map of path → HTML); resolves to its port and server.
 */
export async function startPhoneServer({ demoPort, pages, http1 = false }) {
  const handler = (req, res) =>
    answer(demoPort, pages, req)
      .then((answered) => send(req, res, answered))
      .catch((error) => {
        console.error(`${req.method} ${req.url}:`, error);
        if (!res.headersSent) res.writeHead(500).end();
      });
  const tls = await certificate();
  const server = http1 ? https.createServer(tls, handler) : http2.createSecureServer(tls, handler);
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: server.address().port };
}
