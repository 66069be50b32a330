// The one way the functions reach HubSpot's REST API: plain fetch with the app's token, HubSpot's limits
// kept (docs/decisions/hubspot-functions.md#limits): a 429 waits as long as Retry-After (or HubSpot's
// rate-limit window) says and tries again, a 5xx of a read is tried once more, and nothing waits past
// the function's own deadline. Plain fetch, not @hubspot/api-client: 13.x (the last on Node 20) adds
// ~1 MB per function for the five calls we make, and its retry middleware does not know our deadline.

/** HubSpot's documented error body (status "error", message, category, correlationId …). */
export interface HubSpotErrorBody {
  status?: string;
  message?: string;
  category?: string;
  errorType?: string;
  policyName?: string;
  correlationId?: string;
}

/** A request HubSpot refused or could not answer in time. `status` 0: no answer at all. */
export class CrmError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: HubSpotErrorBody | undefined,
  ) {
    super(
      `HubSpot ${path}: ${status || "no answer"}${body?.category ? ` ${body.category}` : ""}${body?.message ? ` (${body.message})` : ""}`,
    );
    this.name = "CrmError";
  }
}

export interface CrmOptions {
  /** The app's access token (hubspot/README.md#secrets). */
  token: string;
  /** https://api.hubapi.com; the local stand-in's address in tests and the demo. */
  baseUrl?: string;
  /** The time (Date.now()) by which the function must have answered: no wait or retry goes past it. */
  deadline: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface CrmRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  query?: Query;
  body?: unknown;
  /** A multipart body instead of JSON (the files API's upload); fetch sets its Content-Type with the boundary. */
  form?: FormData;
}

/** Spacing between two searches of one function: HubSpot's search endpoints allow five a second per account. */
export const SEARCH_SPACING_MS = 200;
/** Time kept for answering after the last CRM call. */
const ANSWER_MARGIN_MS = 300;
/** Tries of a request that HubSpot rate-limits (429) before the function gives up. */
const RATE_LIMIT_TRIES = 4;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a 429 asks to wait: Retry-After in seconds, else the limit's window (a second for search, else ten). */
export function rateLimitWait(headers: Headers, body: HubSpotErrorBody | undefined, attempt: number): number {
  const retryAfter = Number(headers.get("Retry-After"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  const interval = Number(headers.get("X-HubSpot-RateLimit-Interval-Milliseconds"));
  const window = Number.isFinite(interval) && interval > 0 ? interval : body?.policyName === "SECONDLY" ? 1000 : 10_000;
  // Backoff with jitter, so the functions waiting on one account do not all come back at once.
  return Math.min(window, 250 * 2 ** attempt) * (1 + Math.random() / 2);
}

export class Crm {
  private readonly base: string;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private lastSearch = 0;
  /** Requests sent, for the functions' own log line and the tests of HubSpot's limits. */
  calls = 0;

  constructor(private readonly options: CrmOptions) {
    this.base = (options.baseUrl ?? "https://api.hubapi.com").replace(/\/+$/, "");
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Milliseconds left before the deadline, less the time kept for the answer. */
  left(): number {
    return this.options.deadline - Date.now() - ANSWER_MARGIN_MS;
  }

  /** Sends a request; the parsed JSON answer, or undefined for 204 (and 404 when `missing` says so). */
  async request<T>(request: CrmRequest, { missing = false } = {}): Promise<T | undefined> {
    const method = request.method ?? "GET";
    const reads = method === "GET" || request.path.endsWith("/search") || request.path.endsWith("/batch/read");
    // The CRM's search limit only: the CMS's site search (/cms/v3/site-search/search) is not spaced.
    if (request.path.startsWith("/crm/") && request.path.endsWith("/search")) await this.spaceSearch();
    for (let attempt = 0; ; attempt++) {
      const response = await this.send(method, request);
      if (response.ok) return response.status === 204 ? undefined : ((await response.json()) as T);
      const body = await errorBody(response);
      if (response.status === 404 && missing) return undefined;
      const wait = response.status === 429 ? rateLimitWait(response.headers, body, attempt) : reads && response.status >= 500 ? 200 : -1;
      const mayRetry = response.status === 429 ? attempt + 1 < RATE_LIMIT_TRIES : attempt === 0;
      if (wait < 0 || !mayRetry || wait > this.left()) throw new CrmError(response.status, request.path, body);
      // The function's log says why it was slow: HubSpot's limits are the app's, shared by every shopper.
      if (response.status === 429)
        console.warn(`[shop-functions] ${request.path}: HubSpot's ${body?.policyName ?? "rate"} limit, waiting ${Math.round(wait)} ms`);
      await this.sleep(wait);
    }
  }

  private async send(method: string, request: CrmRequest): Promise<Response> {
    const url = new URL(`${this.base}${request.path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
      else url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Authorization: `Bearer ${this.options.token}`, Accept: "application/json" };
    if (request.body !== undefined) headers["Content-Type"] = "application/json";
    const left = this.left();
    if (left <= 0) throw new CrmError(0, request.path, { message: "the function's time is up" });
    this.calls++;
    try {
      return await this.fetch(url, {
        method,
        headers,
        body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        signal: AbortSignal.timeout(left),
      });
    } catch (error) {
      throw new CrmError(0, request.path, { message: String(error) });
    }
  }

  /**
   * A public file's text at its url (HubSpot's file hosting, its CDN: no token, outside the API's rate
   * limits, gzip accepted); undefined when there is none (404), within the function's deadline.
   */
  async fetchPublic(url: string): Promise<string | undefined> {
    const left = this.left();
    if (left <= 0) throw new CrmError(0, url, { message: "the function's time is up" });
    let response: Response;
    try {
      response = await this.fetch(url, { headers: { "Accept-Encoding": "gzip" }, signal: AbortSignal.timeout(left) });
      if (response.status === 404) return undefined;
      if (response.ok) return await response.text();
    } catch (error) {
      throw new CrmError(0, url, { message: String(error) });
    }
    throw new CrmError(response.status, url, undefined);
  }

  /** Keeps one function's searches at most five a second (HubSpot's search limit per account). */
  private async spaceSearch(): Promise<void> {
    const wait = this.lastSearch + SEARCH_SPACING_MS - Date.now();
    if (wait > 0) await this.sleep(wait);
    this.lastSearch = Date.now();
  }
}

async function errorBody(response: Response): Promise<HubSpotErrorBody | undefined> {
  try {
    return (await response.json()) as HubSpotErrorBody;
  } catch {
    return undefined;
  }
}
