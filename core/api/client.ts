// The one fetch wrapper for /_hcms/api/. Every answer is checked with a valibot schema. HTTP and
// network failures become an ApiError the element can translate (docs/decisions/errors.md). Idempotent GETs
// retry once on a network failure or a 5xx; POSTs never retry by themselves.
import * as v from "valibot";

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
  ) {
    super(`${endpoint}: ${kind}${status ? ` ${status}` : ""}`);
    this.name = "ApiError";
  }
}

export interface RequestOptions<T> {
  /** The data block's baseUrl ('' for the page's own origin). */
  baseUrl: string;
  /** Path below /_hcms/api/, e.g. "objects/price-lists/get". */
  path: string;
  method?: "GET" | "POST";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Schema of the JSON answer (or one still loading); omit for answers without a body (204). */
  schema?: v.GenericSchema<unknown, T> | Promise<v.GenericSchema<unknown, T>>;
  /** Expected status; default any 2xx. */
  expectStatus?: number;
  signal?: AbortSignal;
}

/** Builds the absolute URL of an endpoint; undefined query values are left out. */
export function apiUrl(baseUrl: string, path: string, query: RequestOptions<unknown>["query"] = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/_hcms/api/${path}`, document.baseURI);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.href;
}

async function send(url: string, init: RequestInit, endpoint: string): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw new ApiError("aborted", endpoint);
    console.error(`[shop-widgets] ${endpoint}: network error`, error);
    throw new ApiError("network", endpoint);
  }
}

async function sendWithRetry(url: string, init: RequestInit, endpoint: string, retries: number): Promise<Response> {
  try {
    const response = await send(url, init, endpoint);
    if (retries > 0 && response.status >= 500) return sendWithRetry(url, init, endpoint, retries - 1); // not awaited: its failure must not retry again
    return response;
  } catch (error) {
    if (retries > 0 && error instanceof ApiError && error.kind === "network") return sendWithRetry(url, init, endpoint, retries - 1);
    throw error;
  }
}

/** Calls an endpoint and returns its schema-checked answer. */
export async function request<T = void>(options: RequestOptions<T>): Promise<T> {
  const { path, method = "GET", body, schema, signal } = options;
  const url = apiUrl(options.baseUrl, path, options.query);
  const init: RequestInit = { method, signal: signal ?? null, headers: { Accept: "application/json" }, credentials: "same-origin" };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "Content-Type": "application/json" };
  }

  const response = await sendWithRetry(url, init, path, method === "GET" ? 1 : 0);
  const ok = options.expectStatus ? response.status === options.expectStatus : response.ok;
  if (!ok) {
    console.error(`[shop-widgets] ${path}: HTTP ${response.status}`);
    throw new ApiError("http", path, response.status, await response.json().catch(() => undefined));
  }
  if (!schema) return undefined as T;

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  // Aborted while the body was read (the element went away): not a broken answer.
  if (signal?.aborted) throw new ApiError("aborted", path);
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
