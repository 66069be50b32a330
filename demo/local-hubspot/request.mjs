// What every handler gets and gives: the parsed request (path parameters, query, JSON body) and an answer
// (status, JSON body, headers), or for a `raw` route the body's bytes and for a `cdn` route raw bytes back.
// Small helpers for HubSpot's query conventions live here too.
import { validationError } from "./errors.mjs";

/**
 * @typedef {object} Context
 * @property {import("./store.mjs").Store} store
 * @property {import("./rate-limits.mjs").Limits} limits
 * @property {string} origin the address the request came to, for `paging.next.link` and `Location`
 * @property {URLSearchParams} query
 * @property {any} body the parsed JSON body, or undefined
 * @property {string[]} params the path's parameters, percent-decoded
 * @property {Buffer} raw the body as sent (a `raw` route's body is not parsed as JSON)
 * @property {import("node:http").IncomingHttpHeaders} headers the request's headers
 */

/** `bytes`, when set, is written as it is with `headers` only (the file hosting's answers); else `body` as JSON. */
/** @typedef {{ status: number, body?: unknown, bytes?: Buffer, headers?: Record<string, string> }} Answer */
/** @typedef {(context: Context) => Answer | Promise<Answer>} Handler */
/** @typedef {{ method: string, pattern: RegExp, handler: Handler, search?: boolean, raw?: boolean, cdn?: boolean }} Route */

/**
 * A route; `search` marks the CRM search endpoints, which have their own rate limit; `raw` leaves the body
 * unparsed (multipart uploads); `cdn` marks the file hosting, answered without the token, outside the API's
 * rate limits and `failNext`, as HubSpot's CDN answers it and not api.hubapi.com.
 * @param {string} method @param {RegExp} pattern @param {Handler} handler
 * @param {{ search?: boolean, raw?: boolean, cdn?: boolean }} [options]
 * @returns {Route}
 */
export const route = (method, pattern, handler, { search = false, raw = false, cdn = false } = {}) => ({
  method,
  pattern,
  handler,
  search,
  raw,
  cdn,
});

/** @param {unknown} body @param {number} [status] @param {Record<string, string>} [headers] @returns {Answer} */
export const json = (body, status = 200, headers = {}) => ({ status, body, headers });

/** HubSpot takes a list parameter as one comma-separated value or repeated. @param {URLSearchParams} query @param {string} name */
export const listParam = (query, name) =>
  query
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);

/** @param {URLSearchParams} query @param {string} name */
export const boolParam = (query, name) => query.get(name)?.toLowerCase() === "true";

/**
 * A page size: the default when absent, a 400 past the maximum. HubSpot's docs give the maxima but not
 * whether a larger value is refused or cut down; refusing it keeps code that works here working there.
 * @param {string | null | undefined} value @param {number} fallback @param {number} max @param {string} [name]
 */
export function pageSize(value, fallback, max, name = "limit") {
  if (value === null || value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw validationError(`${name} must be a whole number of at least 1, not '${value}'`);
  if (n > max) throw validationError(`${name} must be at most ${max}; it was ${n}.`);
  return n;
}

/** Now, as HubSpot writes times. @param {() => number} clock */
export const isoNow = (clock) => new Date(clock()).toISOString();
