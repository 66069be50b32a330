// The demo payment sandbox's second origin: its hosted card fields (demo/hosted-fields/) on a port of
// their own, so the shop's page and the card frame are two origins, as with a real provider. It
// serves these files and nothing else. demo/serve.mjs starts it beside the demo; the test runner
// (web-test-runner.config.mjs) starts one for the component tests.
import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";

const FILES = {
  "/card.html": ["demo/hosted-fields/card.html", "text/html; charset=utf-8"],
  "/card.css": ["demo/hosted-fields/card.css", "text/css; charset=utf-8"],
  "/card.js": ["dist/demo/hosted-card.js", "text/javascript; charset=utf-8"],
  "/card.js.map": ["dist/demo/hosted-card.js.map", "application/json; charset=utf-8"],
};

/** Its own strict policy; only local demo and test pages may embed it. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors http://127.0.0.1:* http://localhost:*";

async function serve(req, res) {
  const file = FILES[new URL(req.url ?? "/", "http://localhost").pathname];
  if (!file || (req.method !== "GET" && req.method !== "HEAD")) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    return res.end("Not found");
  }
  const [name, type] = file;
  const body = await fs.readFile(path.join(REPO_ROOT, name));
  res.writeHead(200, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": CSP,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Starts the hosted card fields on `port` (0: any free port).
 * @returns {Promise<{ server: http.Server, url: string }>} url of the card page
 */
export function startHostedFieldsServer({ port = 0 } = {}) {
  const server = http.createServer((req, res) =>
    serve(req, res).catch((error) => {
      console.error(`hosted fields ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve({ server, url: `http://${HOST}:${server.address().port}/card.html` }));
  });
}
