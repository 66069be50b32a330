// The demo server's fake API over HTTP (docs/demo.md#fake-api-over-http): requests under /_hcms/api/
// (and the article pictures under /demo-images/) are answered by the same handlers as the demo pages'
// service worker, built for Node into dist/demo/fake-api.mjs (demo/fake-api.ts). A page on any origin
// reaches it with `baseUrl` set to the demo server: every answer carries CORS headers and preflights
// (OPTIONS) are answered. The demo's own pages keep their worker; a request the worker lets through
// (one sent while a page is being left) gets the same answer here instead of a 404.
import path from "node:path";
import { pathToFileURL } from "node:url";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Max-Age": "600",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

/** Whether the fake API answers `pathname`. */
export const isFakeApiPath = (pathname) => pathname.startsWith("/_hcms/api/") || pathname.startsWith("/demo-images/");

const loaded = new Map();
function fakeApi(root) {
  const file = path.join(root, "dist", "demo", "fake-api.mjs");
  if (!loaded.has(file)) loaded.set(file, import(pathToFileURL(file).href));
  return loaded.get(file);
}

async function body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/**
 * The fixtures name article pictures by path (/demo-images/…), right for the demo's own pages; a page
 * on another origin would look for them there (and its CSP refuse them), so over HTTP they name this server.
 */
const absolutePictures = (text, origin) => text.replaceAll('"/demo-images/', `"${origin}/demo-images/`);

/**
 * The fake API's answer to a fetch `request` (its URL's origin names the pictures), as status,
 * headers and body, or undefined when it has no such endpoint. `delayed: false` leaves out the fake's
 * latency (bench/phone-server.mjs: its emulated network delays every answer).
 */
export async function fakeApiAnswer(root, request, { delayed = true } = {}) {
  const { answer } = await fakeApi(root);
  const response = await answer(request, { delayed });
  if (!response) return undefined;
  const headers = { ...Object.fromEntries(response.headers), "Cache-Control": "no-store", ...CORS };
  delete headers["content-length"];
  const json = response.headers.get("Content-Type")?.includes("json");
  const origin = new URL(request.url).origin;
  const body = json ? Buffer.from(absolutePictures(await response.text(), origin)) : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body };
}

/** Answers `req` from the fake API of the build under `root`; `delayed: false` without the fake's latency (tests). */
export async function answerFakeApi(root, req, res, url, { delayed = true } = {}) {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CORS, "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "Content-Type" });
    return res.end();
  }
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]],
  );
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(url, { method: req.method, headers, body: withBody ? await body(req) : undefined });
  const answered = await fakeApiAnswer(root, request, { delayed });
  if (!answered) {
    res.writeHead(404, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...CORS });
    return res.end(JSON.stringify({ message: `The fake API has no endpoint ${req.method} ${url.pathname}` }));
  }
  res.writeHead(answered.status, answered.headers);
  res.end(req.method === "HEAD" ? undefined : answered.body);
}
