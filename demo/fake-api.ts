// The demo's fake API over HTTP (docs/demo.md#fake-api-over-http): the same handlers as the demo
// pages' service worker (demo/mocks/handlers.ts), answered by the demo server (demo/serve.mjs) for
// a page on any origin, so a partner can embed the elements with `baseUrl` set to the demo server
// before the real backend exists. Built for Node into dist/demo/fake-api.mjs (esbuild.config.mjs).
// Its state (carts, deals) lives in the server's memory: shared by every visitor, gone on restart.
import { getResponse } from "msw";
import { createHandlers } from "./mocks/handlers.ts";

/** Each answer waits this long, as the worker's default latency does, so loading states show. */
const LATENCY_MS = 150;

const handlers = createHandlers({ latencyMs: LATENCY_MS });
const atOnce = createHandlers();

/**
 * The fake API's answer to `request`, or undefined when no endpoint of it matches. `delayed: false`
 * answers without the latency: for bench/phone-server.mjs, whose emulated network delays every answer.
 */
export function answer(request: Request, { delayed = true } = {}): Promise<Response | undefined> {
  return getResponse(delayed ? handlers : atOnce, request);
}
