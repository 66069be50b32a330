// One msw worker per test page, over the demo's handlers. Tests add per-test overrides with
// useHandlers(); afterEach resets to the defaults. Unhandled requests fail loudly.
import { getResponse, http, type RequestHandler } from "msw";
import { setupWorker } from "msw/browser";
import { createHandlers, resetMockState } from "../../demo/mocks/handlers.ts";

const worker = setupWorker(...createHandlers());
let started: Promise<unknown> | undefined;

export function startMocks(): Promise<unknown> {
  started ??= worker.start({ serviceWorker: { url: "/mockServiceWorker.js" }, onUnhandledRequest: "error", quiet: true });
  return started;
}

export function useHandlers(...handlers: RequestHandler[]): void {
  worker.use(...handlers);
}

/**
 * The fake API answers below another root as well (core/api/api-root.ts: `/hs/serverless/shop/`): each
 * request there is answered by the handlers in use for its `/_hcms/api/` twin, the test's own first.
 */
export function useApiRoot(root: string): void {
  useHandlers(
    http.all(`*${root}*`, async ({ request }) => {
      const body = request.method === "GET" || request.method === "HEAD" ? null : await request.arrayBuffer();
      const twin = new Request(request.url.replace(root, "/_hcms/api/"), { method: request.method, headers: request.headers, body });
      return getResponse(worker.listHandlers() as RequestHandler[], twin);
    }),
  );
}

/** Ends each recording of recordRequests at the reset after its test. */
const recordings: (() => void)[] = [];

/** Every request the worker sees from now until the test's reset, as "METHOD URL". */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);
  worker.events.on("request:start", record);
  recordings.push(() => worker.events.removeListener("request:start", record));
  return seen;
}

export function resetMocks(): void {
  for (const stop of recordings.splice(0)) stop();
  worker.resetHandlers();
  resetMockState();
}

/** The worker for a suite that calls the API itself (no element): started once, reset after each test. */
export function useMockApi(): void {
  before(() => startMocks());
  afterEach(() => resetMocks());
}
