// Starts the demo's fake API: an msw service worker over the fixture handlers. Query parameters:
//   ?latency=NNN   delay of every API answer in ms (default 150)
//   ?scenario=name one of `scenarios` in handlers.ts on top of the defaults, e.g. ?scenario=serverError
// When the worker runs, window.__shopMocksReady is true and window gets a 'shop-mocks-ready' event;
// importers can await `mocksReady` instead.
import { setupWorker } from "msw/browser";
import { createHandlers, isScenario, persistMockState, scenarios } from "./handlers.ts";

declare global {
  interface Window {
    __shopMocksReady?: boolean;
  }
}

const DEFAULT_LATENCY_MS = 150;

const params = new URLSearchParams(location.search);

function latencyMs(): number {
  const value = Number(params.get("latency") ?? DEFAULT_LATENCY_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_LATENCY_MS;
}

async function start(): Promise<void> {
  // The demo's fake CMS keeps its carts across pages, as a real one would.
  persistMockState();
  const scenario = params.get("scenario");
  // Earlier handlers win: the scenario's overrides go first.
  const worker = setupWorker(...(isScenario(scenario) ? scenarios[scenario] : []), ...createHandlers({ latencyMs: latencyMs() }));
  await worker.start({ serviceWorker: { url: "/mockServiceWorker.js" }, onUnhandledRequest: "bypass", quiet: false });
  window.__shopMocksReady = true;
  window.dispatchEvent(new Event("shop-mocks-ready"));
}

/** Resolves once the fake API answers. */
export const mocksReady: Promise<void> = start();
