// The one fetch wrapper for the shop's API, below its root (core/api/api-root.ts). Every answer is
// checked with a valibot schema. HTTP and network failures become an ApiError the element can translate
// (docs/decisions/errors.md), logged once with the URL and the likely cause (core/api/failure.ts).
// Idempotent GETs retry once on a network failure, a 5xx or no answer in time; POSTs never retry by themselves.
import * as v from "valibot";
import { type BodyKind, classifyFailure, type Reach } from "./failure.ts";
import { sayRefusedPageRoot } from "./api-root.ts";
import { apiInit, apiUrl, takeEarly } from "./early.ts";
import { leavingPage } from "./leaving.ts";

export { apiUrl };

export type ApiErrorKind = "network" | "http" | "schema" | "aborted";

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly endpoint: string,
    readonly status?: number,
    /**
     * The JSON body of an HTTP error answer, or of an answer that failed its schema, unchecked
     * (undefined when it has none); endpoints that define error bodies validate it.
     */
    readonly body?: unknown,
    /** Set when no answer of the API came: the shopper is offline, or the service cannot be reached. */
    readonly reach?: Reach,
  ) {
    super(`${endpoint}: ${kind}${status ? ` ${status}` : ""}`);
    this.name = "ApiError";
  }
}

export interface RequestOptions<T> {
  /** The data block's baseUrl ('' for the page's own origin), with the block's apiRoot after it when it names one. */
  baseUrl: string;
  /** Path below the API root (default /_hcms/api/), e.g. "objects/price-lists/get". */
  path: string;
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Schema of the JSON answer (or one still loading); omit for answers without a body (204). */
  schema?: v.GenericSchema<unknown, T> | Promise<v.GenericSchema<unknown, T>>;
  /** Expected status; default any 2xx. */
  expectStatus?: number;
  signal?: AbortSignal;
  /** How long a GET waits for its answer before it is asked again (default GET_PATIENCE_MS). */
  patienceMs?: number;
}

/**
 * How long a GET waits for its answer before it is given up and asked again, bypassing the browser's
 * cache: HubSpot ends a function after 10 s, so no answer comes later, and a request the browser left
 * hanging (WebKit, seen with cacheable answers) would otherwise keep an element loading for ever.
 */
export const GET_PATIENCE_MS = 12_000;

/** The reach of a failed request (core/api/failure.ts): "offline", "unreachable", or undefined. */
export const reachOf = (error: unknown): Reach | undefined => (error instanceof ApiError ? error.reach : undefined);

/** The API's own 404: the item asked for is unknown (a missing endpoint's 404 is not). */
export const isUnknownItem = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === "http" && error.status === 404 && !error.reach;

/**
 * `pending`, or a rejection once `ms` have passed without it settling, or at once when `controller`
 * aborts (an early request does not listen to it): no timer outlives the request or its element.
 */
function patiently(pending: Promise<Response>, ms: number, controller: AbortController): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop = () => {};
  const timeUp = new Promise<never>((_, reject) => {
    stop = () => reject(new DOMException("The request was cancelled", "AbortError"));
    controller.signal.addEventListener("abort", stop, { once: true });
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
      controller.abort();
    }, ms);
  });
  return Promise.race([pending, timeUp]).finally(() => {
    clearTimeout(timer);
    controller.signal.removeEventListener("abort", stop);
  });
}

/**
 * fetch, GETs retried once (`retries`) on a network failure, a 5xx or no answer within `patienceMs`,
 * the retry past the browser's cache. A network failure after the last try is logged and thrown as
 * an ApiError; an HTTP answer is returned as it is.
 */
async function send(
  url: string,
  init: RequestInit,
  endpoint: string,
  retries: number,
  patienceMs: number,
  retry = false,
): Promise<Response> {
  let response: Response;
  // The caller's signal cancels the fetch; so does running out of patience.
  const controller = new AbortController();
  const cancel = () => controller.abort();
  if (init.signal?.aborted) cancel();
  init.signal?.addEventListener("abort", cancel, { once: true });
  try {
    // The element's loader may have sent this very request already (core/api/early.ts); a retry sends its own.
    const pending = (retry ? undefined : takeEarly(url, init)) ?? fetch(url, { ...init, signal: controller.signal });
    response = await (init.method === "GET" ? patiently(pending, patienceMs, controller) : pending);
  } catch (error) {
    // Cancelled by its signal, or by the page going to another document (core/api/leaving.ts).
    if (init.signal?.aborted || leavingPage()) throw new ApiError("aborted", endpoint);
    if (retries > 0) return send(url, { ...init, cache: "no-store" }, endpoint, retries - 1, patienceMs, true);
    throw failed(init, url, endpoint, `network error (${String(error)})`);
  } finally {
    init.signal?.removeEventListener("abort", cancel);
  }
  if (retries > 0 && response.status >= 500) return send(url, { ...init, cache: "no-store" }, endpoint, retries - 1, patienceMs, true);
  return response;
}

/**
 * Logs a failed request once, with its URL and likely cause (core/api/failure.ts), and returns its
 * ApiError: "http" with a status, else "network".
 */
function failed(init: RequestInit, url: string, endpoint: string, what: string, status?: number, body?: BodyKind, json?: unknown) {
  const { reach, cause } = classifyFailure(navigator.onLine, status, body);
  console.error(`[shop-widgets] ${endpoint}: ${what}: ${cause} (${init.method} ${url})`);
  return new ApiError(status ? "http" : "network", endpoint, status, json, reach);
}

/** Calls an endpoint and returns its schema-checked answer. */
export async function request<T = void>(options: RequestOptions<T>): Promise<T> {
  const { path, method = "GET", body, schema, signal } = options;
  sayRefusedPageRoot();
  const url = apiUrl(options.baseUrl, path, options.query);
  const init = apiInit(method, body, signal);

  const response = await send(url, init, path, method === "GET" ? 1 : 0, options.patienceMs ?? GET_PATIENCE_MS);
  const ok = options.expectStatus ? response.status === options.expectStatus : response.ok;
  if (!ok) {
    // The body tells the API's own error (JSON, or none) from a host's page (core/api/failure.ts).
    const text = await response.text().catch(() => "");
    let json: unknown;
    let body: BodyKind = text.trim() ? "other" : "empty";
    try {
      json = JSON.parse(text);
      body = "json";
    } catch {
      // not JSON: body says what it is
    }
    throw failed(init, url, path, `HTTP ${response.status}`, response.status, body, json);
  }
  if (!schema) return undefined as T;

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection broke while the body came (or the element or the page went away): no answer, not a wrong one.
    if (signal?.aborted || leavingPage()) throw new ApiError("aborted", path);
    throw failed(init, url, path, `network error while reading the answer (${String(error)})`);
  }
  if (signal?.aborted) throw new ApiError("aborted", path);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(await schema, json);
  if (!parsed.success) {
    console.error(
      `[shop-widgets] ${path}: response does not match its schema`,
      parsed.issues.map((i) => `${v.getDotPath(i) ?? ""}: ${i.message}`),
      json,
    );
    throw new ApiError("schema", path, response.status, json);
  }
  return parsed.output;
}
