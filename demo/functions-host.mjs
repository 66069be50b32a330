// The shop's app functions served here as HubSpot serves them (hubspot/README.md#the-runtime): each
// `*-hsmeta.json` of hubspot/src/app/functions/ routes `/hs/serverless<endpoint.path>` with its methods
// to its built file's `exports.main(context)`; the context carries the query parameters as arrays and
// the parsed JSON body, as HubSpot's runtime does; the answer's statusCode, headers and body go back.
// The token and the CRM's address come from the environment, as a deployed function's token does.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
export const SERVERLESS_PREFIX = "/hs/serverless";
/** HubSpot's limit on a function's run (hubspot/README.md#the-runtime). */
const TIME_LIMIT_MS = 10_000;
/** A run longer than this is said on the console. */
const SLOW_MS = 2000;
/** HubSpot refuses larger payloads (6 MB, its documented limit). */
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Max-Age": "600",
};

const answerJson = (res, status, body, headers = {}) => {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...CORS, ...headers });
  res.end(JSON.stringify(body));
};

/** The routes of the functions folder: `<path>` → { methods, file }. */
function routesOf(functionsDir) {
  const routes = new Map();
  for (const file of fs.readdirSync(functionsDir).filter((f) => f.endsWith("-hsmeta.json"))) {
    const meta = JSON.parse(fs.readFileSync(path.join(functionsDir, file), "utf8"));
    const endpoint = meta.config?.endpoint;
    if (meta.type !== "app-function" || !endpoint) continue;
    const entry = path.join(functionsDir, path.relative("/app/functions", meta.config.entrypoint));
    routes.set(`${SERVERLESS_PREFIX}${endpoint.path}`, { methods: endpoint.methods, entry, uid: meta.uid });
  }
  return routes;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_PAYLOAD_BYTES) return { tooLarge: true };
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString("utf8") };
}

/** HubSpot's context: params as arrays, the body parsed when it is JSON (else the text), headers, method. */
function contextOf(req, url, text) {
  const params = {};
  for (const [key, value] of url.searchParams) (params[key] ??= []).push(value);
  let body = text || undefined;
  if (text && req.headers["content-type"]?.includes("json")) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: req.method, params, body, headers: { ...req.headers }, limits: { timeRemaining: TIME_LIMIT_MS } };
}

/**
 * A request handler for the functions in `functionsDir`; `env` (the token, the CRM's address) is put
 * into the process's environment, where a deployed function finds its token. Returns false for paths
 * outside /hs/serverless/.
 */
export function createFunctionsHost({ functionsDir, env = {} }) {
  Object.assign(process.env, env);
  let routes;
  async function handle(req, res, url = new URL(req.url, "http://localhost")) {
    if (!url.pathname.startsWith(`${SERVERLESS_PREFIX}/`)) return false;
    routes ??= routesOf(functionsDir);
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "Content-Type" });
      res.end();
      return true;
    }
    const route = routes.get(url.pathname.replace(/\/+$/, ""));
    if (!route) return (answerJson(res, 404, { code: "not_found", message: `No function at ${url.pathname}` }), true);
    if (!route.methods.includes(req.method))
      return (answerJson(res, 405, { code: "method_not_allowed", message: `${route.uid} answers ${route.methods.join(", ")}` }), true);
    const { text, tooLarge } = await readBody(req);
    if (tooLarge) return (answerJson(res, 413, { code: "too_large", message: "The payload is over 6 MB" }), true);
    const { main } = require(route.entry);
    let timer;
    const timeUp = new Promise((resolve) => {
      timer = setTimeout(
        () => resolve({ statusCode: 504, body: { code: "timeout", message: "The function ran out of time" } }),
        TIME_LIMIT_MS,
      );
    });
    const started = Date.now();
    try {
      const answer = await Promise.race([main(contextOf(req, url, text)), timeUp]);
      // HubSpot's function logs show a slow run's time; so does this.
      if (Date.now() - started > SLOW_MS)
        console.warn(`[functions-host] ${route.uid} took ${Date.now() - started} ms (${req.method} ${url.pathname}${url.search})`);
      const { statusCode = 200, headers = {}, body } = typeof answer === "object" && answer !== null ? answer : { body: answer };
      res.writeHead(statusCode, { ...CORS, ...headers });
      res.end(body === undefined || statusCode === 204 ? undefined : typeof body === "string" ? body : JSON.stringify(body));
    } catch (error) {
      console.error(`[functions-host] ${route.uid} threw`, error);
      answerJson(res, 500, { code: "internal", message: "The function threw" });
    } finally {
      clearTimeout(timer);
    }
    return true;
  }
  return handle;
}
