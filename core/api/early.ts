// Requests an element's loader starts before the element's code has arrived (core/element/loader.ts,
// issue 23): the same request the client would send (URL, method, headers, body), kept by those until
// the client asks for it (core/api/client.ts), so each need is sent once. No valibot here: the loader
// carries this file, and the client checks the answer as it checks any other.

import { apiBase } from "./api-root.ts";

type Query = Record<string, string | number | undefined>;

/** A read of the API as a request: its path below the API root, query and (for a POST that reads) body. */
export interface ApiRead {
  path: string;
  method?: "GET" | "POST";
  query?: Query;
  body?: unknown;
}

/**
 * The absolute URL of an endpoint below the API root (core/api/api-root.ts): the one `baseUrl` names
 * after it, else the page's; undefined query values are left out.
 */
export function apiUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(apiBase(baseUrl) + path, document.baseURI);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.href;
}

/** The fetch options of an API request: JSON asked for, JSON sent, cookies only to the page's own origin. */
export function apiInit(method: "GET" | "POST", body: unknown, signal?: AbortSignal): RequestInit {
  const init: RequestInit = { method, signal: signal ?? null, headers: { Accept: "application/json" }, credentials: "same-origin" };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }
  return init;
}

/** A started request that nobody took within this time is left: its answer may be out of date. */
const FRESH_MS = 10_000;

interface Started {
  response: Promise<Response>;
  at: number;
  /** The loaders that started it and whose elements have not taken it yet (a header and a cart both read the cart). */
  left?: number;
}

// One registry for every copy of the bundle on the page (a loader and its element may come from different builds).
const KEY = Symbol.for("shop-widgets.early-requests");
const registry = (): Map<string, Started> => ((globalThis as { [KEY]?: Map<string, Started> })[KEY] ??= new Map());
const keyOf = (url: string, init: RequestInit) => `${init.method} ${url} ${typeof init.body === "string" ? init.body : ""}`;

/**
 * Starts a request early, once: a second start of the same request while the first waits (another
 * element's loader) sends nothing and lets one more element take the answer.
 */
export function startEarly(baseUrl: string, request: ApiRead): void {
  const url = apiUrl(baseUrl, request.path, request.query);
  const init = apiInit(request.method ?? "GET", request.body);
  const key = keyOf(url, init);
  const running = registry().get(key);
  if (running) {
    running.left = (running.left ?? 1) + 1;
    return;
  }
  const response = fetch(url, init);
  // Never taken, it must not be an unhandled rejection; the client that takes it sees the failure.
  response.catch(() => {});
  registry().set(key, { response, at: performance.now(), left: 1 });
}

/**
 * The answer of the same request started early, if one is on its way and fresh; taken once per loader
 * that started it: the last one takes the answer itself, those before it a copy (made before anyone
 * reads the answer's body).
 */
export function takeEarly(url: string, init: RequestInit): Promise<Response> | undefined {
  const key = keyOf(url, init);
  const started = registry().get(key);
  if (!started || performance.now() - started.at >= FRESH_MS) {
    registry().delete(key);
    return undefined;
  }
  started.left = (started.left ?? 1) - 1;
  if (started.left > 0) return started.response.then((response) => response.clone());
  registry().delete(key);
  return started.response;
}
