// The demo payment sandbox's second origin: its hosted card fields (demo/hosted-fields/) on a port of
// their own, so the shop's page and the card frame are two origins, as with a real provider, and the
// provider's charge API the shop's card function calls with its secret key (POST /v1/charges, the
// interface of hubspot/functions/shop/card-charge.ts): a token of these fields paid or declined as
// the test card says (sandbox-token.ts), any other token, or one charged before, unknown. It serves
// nothing else. demo/serve.mjs starts it beside the demo; the test runner (web-test-runner.config.mjs)
// starts one for the component tests; the functions' local run starts one for its card function
// (demo/payment-stand-ins.mjs).
import { randomBytes } from "node:crypto";
import http from "node:http";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "../scripts/import-ts.mjs";

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

/** The secret key the charge API takes (the local run's CARD_PROVIDER_SECRET_KEY). */
export const LOCAL_CARD_SECRET_KEY = "sk_local_hosted_fields";

const json = (res, status, body) =>
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(JSON.stringify(body));

/**
 * POST /v1/charges: `{ token, amount (cents), currency, reference }` with the secret key → 200 paid or
 * 402 declined with the charge's id; 400 `unknown_token` for a token these fields did not make or that
 * was charged already (a token is single-use); 401 without the key.
 */
async function charge(req, res, charges) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    body = undefined;
  }
  charges.requests.push({ headers: { ...req.headers }, body });
  const failing = charges.failures.shift();
  if (failing) return json(res, failing, { error: "unavailable" });
  if (req.headers.authorization !== `Bearer ${LOCAL_CARD_SECRET_KEY}`) return json(res, 401, { error: "unauthorized" });
  const { token, amount, currency, reference } = body ?? {};
  if (typeof token !== "string" || !Number.isInteger(amount) || amount < 1 || !/^[A-Z]{3}$/.test(currency ?? "") || !reference)
    return json(res, 400, { error: "invalid_request" });
  const { sandboxOutcome } = await (charges.tokens ??= importTs("demo/hosted-fields/sandbox-token.ts"));
  const outcome = charges.used.has(token) ? undefined : sandboxOutcome(token);
  if (!outcome) return json(res, 400, { error: "unknown_token" });
  charges.used.add(token);
  const id = `ch_local_${randomBytes(9).toString("hex")}`;
  return json(res, outcome === "paid" ? 200 : 402, { id, status: outcome, amount, currency, reference });
}

async function serve(req, res, charges) {
  if (req.method === "POST" && new URL(req.url ?? "/", "http://localhost").pathname === "/v1/charges") return charge(req, res, charges);
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
 * @returns {Promise<{ server: http.Server, url: string, chargeApi: string, charges: { requests: { headers: object, body: unknown }[], failNext: (n?: number, status?: number) => void } }>}
 * url of the card page; chargeApi the charge API's base (…/v1); charges the test hooks: each charge
 * request, and failNext to answer the next ones with a status
 */
export function startHostedFieldsServer({ port = 0 } = {}) {
  const charges = { requests: [], failures: [], used: new Set(), tokens: undefined };
  charges.failNext = (n = 1, status = 503) => {
    for (let i = 0; i < n; i++) charges.failures.push(status);
  };
  const server = http.createServer((req, res) =>
    serve(req, res, charges).catch((error) => {
      console.error(`hosted fields ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      const origin = `http://${HOST}:${server.address().port}`;
      resolve({ server, url: `${origin}/card.html`, chargeApi: `${origin}/v1`, charges });
    });
  });
}
