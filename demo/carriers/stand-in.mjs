// What the carriers' stand-ins (dhl.mjs, ups.mjs) share, for tests and the demo only: a node:http
// server on loopback, a log of the requests it was sent, a rate limit like the carrier's (over it, the
// carrier's own 429), and the tests' hooks to make the next answers fail (a status the carrier
// documents) or come late.

/**
 * @typedef {{ method: string, path: string, query: URLSearchParams, headers: import("node:http").IncomingHttpHeaders, body: string }} CarrierRequest
 * @typedef {{ status: number, body: unknown, headers?: Record<string, string> }} CarrierAnswer
 */
import http from "node:http";

/**
 * A carrier's server: `route(request)` answers each request; `tooMany()` is the carrier's 429 body.
 * @param {{ route: (request: CarrierRequest) => CarrierAnswer, tooMany: () => CarrierAnswer, failure: (status: number) => CarrierAnswer, callsPerSecond?: number }} options
 */
export function createCarrierServer({ route, tooMany, failure, callsPerSecond = 20 }) {
  /** @type {CarrierRequest[]} */
  const requests = [];
  /** @type {number[]} */
  let recent = [];
  /** @type {number[]} statuses the next answers have, one each */
  let failures = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url ?? "/", "http://localhost");
    /** @type {CarrierRequest} */
    const request = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(request);
    if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
    const now = Date.now();
    recent = recent.filter((at) => at > now - 1000);
    recent.push(now);
    const failing = failures.shift();
    const answer = failing ? failure(failing) : recent.length > standIn.callsPerSecond ? tooMany() : route(request);
    if (res.destroyed) return;
    res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
    res.end(JSON.stringify(answer.body));
  });
  const standIn = {
    requests,
    /** The most calls a second before the carrier's 429. */
    callsPerSecond,
    /** Milliseconds every answer waits (a carrier too slow for the function's timeout). */
    delayMs: 0,
    url: "",
    /** The next `times` requests are answered with the carrier's own error of this status (401, 429, 500 …). */
    failNext(status, times = 1) {
      failures = Array.from({ length: times }, () => status);
    },
    reset() {
      requests.length = 0;
      recent = [];
      failures = [];
      standIn.delayMs = 0;
      standIn.callsPerSecond = callsPerSecond;
    },
    /** @param {number} port */
    listen(port = 0) {
      return new Promise((resolve) =>
        server.listen(port, "127.0.0.1", () => {
          standIn.url = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
          resolve(standIn.url);
        }),
      );
    },
    close() {
      return new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
    },
  };
  return standIn;
}

/** An ISO instant with offset ("2026-11-20T08:14:00+01:00") as its local day, time and offset. */
export function localParts(at) {
  const [, date, time, offset] = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(at) ?? [];
  return { date, time: time?.length === 5 ? `${time}:00` : time, offset: offset === "Z" ? "+00:00" : offset };
}
