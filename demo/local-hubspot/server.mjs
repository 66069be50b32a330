// A local stand-in for the part of HubSpot's REST API the shop's serverless functions call (CRM objects,
// search, associations v4, custom object schemas, properties, CMS site search, files v3 with their hosting
// under /hubfs/), for tests and the demo
// only: the functions reach it with plain fetch at its address instead of https://api.hubapi.com. It keeps
// HubSpot's paths, bodies, paging, limits, rate limits and error bodies, so code that works here works
// there; where HubSpot documents nothing, the choice made is said where it is made (docs/demo.md).
//
//   node demo/local-hubspot/server.mjs --port 8090 --token dev-token
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { associationRoutes } from "./associations-api.mjs";
import { fileRoutes } from "./files-api.mjs";
import { FilesStore } from "./files-store.mjs";
import { errorBody, HubSpotError, invalidJson, notFound, rateLimitBody, serverErrorBody, unauthorized } from "./errors.mjs";
import { objectRoutes } from "./objects-api.mjs";
import { SlidingWindow } from "./rate-limits.mjs";
import { schemaRoutes } from "./schemas-api.mjs";
import { SiteSearchIndex, siteSearchRoutes } from "./site-search.mjs";
import { Store } from "./store.mjs";

export { FilesStore } from "./files-store.mjs";
export { DEFAULT_LIMITS } from "./rate-limits.mjs";
export { CONTENT_TYPES, SiteSearchIndex } from "./site-search.mjs";
export { Store } from "./store.mjs";

/**
 * @typedef {object} LocalHubSpotOptions
 * @property {string} token the bearer token every request must carry (a private app's access token)
 * @property {number} [portalId] the account id (1234567): custom objects are named p<portalId>_<name>
 * @property {Partial<import("./rate-limits.mjs").Limits>} [limits] HubSpot's limits by default; tests make them tiny
 * @property {number} [searchIndexDelayMs] how long a write takes to reach search (HubSpot: a few moments; here 0)
 * @property {() => number} [clock] Date.now by default
 */

/**
 * @typedef {object} LoggedRequest
 * @property {string} method
 * @property {string} path
 * @property {string} search the query string, with its "?"
 * @property {unknown} body the parsed JSON body
 * @property {number} status
 */

/**
 * @param {LocalHubSpotOptions} options
 */
export function createLocalHubSpot({ token, portalId = 1234567, limits = {}, searchIndexDelayMs = 0, clock = Date.now }) {
  if (!token) throw new Error("createLocalHubSpot needs the token its requests must carry");
  const store = new Store({ portalId, clock, searchIndexDelayMs, limits });
  const siteSearch = new SiteSearchIndex();
  const files = new FilesStore({ portalId, clock });
  const burst = new SlidingWindow(store.limits.burst, store.limits.burstIntervalMs, clock);
  const searches = new SlidingWindow(store.limits.search, store.limits.searchIntervalMs, clock);
  const routes = [...objectRoutes, ...associationRoutes, ...schemaRoutes, ...siteSearchRoutes(siteSearch), ...fileRoutes(files)];
  /** Test hook: every request with its answer's status, in order. @type {LoggedRequest[]} */
  const requests = [];
  /** Test hook: the statuses the next requests answer with. @type {number[]} */
  let failures = [];
  /** @type {http.Server | undefined} */
  let server;
  /** @type {string | undefined} */
  let url;

  /**
   * Whether a request may go on under the rate limits; the 429 HubSpot answers when it may not. The
   * general limit's headers (X-HubSpot-RateLimit-Max, -Remaining, -Interval-Milliseconds, the usage
   * guidelines) come on every answer but a search's: HubSpot leaves them off its search answers.
   * Retry-After is not something HubSpot documents for its API's 429s (its clients are told to wait
   * out the window); it is sent here, in seconds, so a caller that honours it can be tested.
   * @param {boolean} isSearch
   * @returns {Record<string, string>}
   */
  function admit(isSearch) {
    const general = burst.peek(token);
    const limitHeaders = {
      "X-HubSpot-RateLimit-Max": String(store.limits.burst),
      "X-HubSpot-RateLimit-Remaining": String(general.remaining),
      "X-HubSpot-RateLimit-Interval-Milliseconds": String(store.limits.burstIntervalMs),
    };
    const retryAfter = (/** @type {number} */ ms) => String(Math.max(1, Math.ceil(ms / 1000)));
    if (!general.ok) {
      throw new HubSpotError(429, rateLimitBody("You have reached your ten_secondly_rolling limit.", "TEN_SECONDLY_ROLLING"), {
        ...(isSearch ? {} : limitHeaders),
        "Retry-After": retryAfter(general.retryAfterMs),
      });
    }
    if (isSearch) {
      const secondly = searches.peek(token);
      // The text HubSpot's search 429 carries (captured answers); policyName SECONDLY as its clients expect.
      if (!secondly.ok)
        throw new HubSpotError(429, rateLimitBody("You have reached your secondly limit.", "SECONDLY"), {
          "Retry-After": retryAfter(secondly.retryAfterMs),
        });
      searches.take(token);
    }
    burst.take(token);
    return isSearch ? {} : limitHeaders;
  }

  /**
   * Answers one request: a node:http handler, so another server can mount it and pass its requests on.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handle(req, res) {
    const host = req.headers.host ?? "127.0.0.1";
    const address = new URL(req.url ?? "/", `http://${host}`);
    const method = (req.method ?? "GET").toUpperCase();
    /** @type {LoggedRequest} */
    const entry = { method, path: address.pathname, search: address.search, body: undefined, status: 0 };
    requests.push(entry);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const text = raw.toString("utf8");
    // The log keeps the body even of a request that is refused (401, failNext), so a test can still count inputs.
    entry.body = parsedOrUndefined(text);

    /** @type {{ status: number, body?: unknown, headers?: Record<string, string> }} */
    let answer;
    /** @type {Record<string, string>} */
    let limitHeaders = {};
    const match = routes
      .map((route) => ({ route, found: route.method === method ? route.pattern.exec(address.pathname) : null }))
      .find(({ found }) => found);
    try {
      // The file hosting (a CDN at HubSpot) takes no token and counts against no API limit.
      if (!match?.route.cdn) {
        const [scheme, given] = (req.headers.authorization ?? "").split(" ");
        if (scheme?.toLowerCase() !== "bearer" || given !== token) throw unauthorized();
        const failure = failures.shift();
        if (failure !== undefined) throw injected(failure);
        limitHeaders = admit(Boolean(match?.route.search));
      }
      if (!match?.found) throw notFound();
      let body;
      if (!match.route.raw && text.trim()) {
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw invalidJson(text, error);
        }
      }
      answer = await match.route.handler({
        store,
        limits: store.limits,
        origin: `http://${host}`,
        query: address.searchParams,
        body,
        params: match.found.slice(1).map((param) => decodeURIComponent(param)),
        raw,
        headers: req.headers,
      });
    } catch (error) {
      if (error instanceof HubSpotError) answer = { status: error.status, body: error.body, headers: error.headers };
      else {
        console.error("local HubSpot:", error);
        answer = { status: 500, body: serverErrorBody(500, "internal error") };
      }
    }
    entry.status = answer.status;
    if (answer.bytes !== undefined) {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.bytes);
      return;
    }
    const correlationId = /** @type {{ correlationId?: string } | undefined} */ (answer.body)?.correlationId ?? randomUUID();
    const headers = { ...limitHeaders, ...answer.headers, "X-HubSpot-Correlation-Id": correlationId };
    if (answer.body === undefined) {
      res.writeHead(answer.status, headers);
      res.end();
    } else {
      res.writeHead(answer.status, { "Content-Type": "application/json;charset=utf-8", ...headers });
      res.end(JSON.stringify(answer.body));
    }
  }

  /**
   * The answer `failNext` put in line: a 429 in HubSpot's rate-limit form, anything else as HubSpot's error body.
   * @param {number} status
   */
  function injected(status) {
    if (status === 429)
      return new HubSpotError(429, rateLimitBody("You have reached your ten_secondly_rolling limit.", "TEN_SECONDLY_ROLLING"), {
        "Retry-After": "1",
      });
    const text = http.STATUS_CODES[status] ?? "error";
    return new HubSpotError(status, status >= 500 ? serverErrorBody(status, text) : errorBody(text));
  }

  return {
    /** The address while listening (http://127.0.0.1:<port>), else undefined. */
    get url() {
      return url;
    },
    store,
    siteSearch,
    /** The file manager's folders and files, in memory. */
    files,
    requests,
    limits: store.limits,
    handle,
    /**
     * Listens on `port` (0: any free one) on loopback.
     * @param {number} [port]
     * @param {string} [host]
     * @returns {Promise<string>} the address
     */
    async listen(port = 0, host = "127.0.0.1") {
      server = http.createServer((req, res) => void handle(req, res));
      await new Promise((resolve, reject) => {
        server?.once("error", reject);
        server?.listen(port, host, () => resolve(undefined));
      });
      const { port: bound } = /** @type {import("node:net").AddressInfo} */ (server.address());
      url = `http://${host}:${bound}`;
      return url;
    },
    /** Stops listening, closing kept-alive connections too. */
    async close() {
      if (!server) return;
      const closing = server;
      server = undefined;
      url = undefined;
      await new Promise((resolve) => {
        closing.close(() => resolve(undefined));
        closing.closeAllConnections();
      });
    },
    /**
     * Test hook: the next `n` requests (after the token check) answer `status` with HubSpot's body for it,
     * e.g. 502 or 503 for the functions' path when the CRM fails.
     * @param {number} [n]
     * @param {number} [status]
     */
    failNext(n = 1, status = 503) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    /** Test hook: no request counted against the rate limits (a portal's model is set up long before the functions' first request). */
    resetLimits() {
      burst.reset();
      searches.reset();
    },
    /** Test hook: a new account again: no records, custom objects, index entries, files, log, failures or counted requests. */
    reset() {
      store.reset();
      siteSearch.clear();
      files.reset();
      requests.length = 0;
      failures = [];
      burst.reset();
      searches.reset();
    },
  };
}

/** @param {string} text */
function parsedOrUndefined(text) {
  try {
    return text.trim() ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** @typedef {ReturnType<typeof createLocalHubSpot>} LocalHubSpot */

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8090" },
      host: { type: "string", default: "127.0.0.1" },
      token: { type: "string", default: "dev-token" },
      "portal-id": { type: "string", default: "1234567" },
    },
  });
  const hubspot = createLocalHubSpot({ token: String(values.token), portalId: Number(values["portal-id"]) });
  const address = await hubspot.listen(Number(values.port), String(values.host));
  console.log(`Local HubSpot on ${address}: send Authorization: Bearer ${values.token}`);
}
