// For the tests of an element's loader requests (widgets/<folder>/early.ts, issue 23): what a loader
// starts, and how often each of those requests reached the API once the element has shown its data.
import { waitFor } from "@testing-library/dom";
import { recordRequests } from "./msw.ts";

/** Runs a loader's early requests for `block`; returns each request it started, as "METHOD URL". */
export function startedBy(early: (block: Record<string, unknown>) => void, block: Record<string, unknown>): string[] {
  const realFetch = window.fetch;
  const started: string[] = [];
  window.fetch = (input, init) => {
    started.push(`${init?.method ?? "GET"} ${String(input)}`);
    return realFetch(input, init);
  };
  try {
    early(block);
  } finally {
    window.fetch = realFetch;
  }
  return started;
}

/** The requests started early and not taken yet (core/api/early.ts keeps them in this registry). */
const waiting = (): Map<string, unknown> =>
  (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for("shop-widgets.early-requests")] ?? new Map();

/**
 * Starts the loader's requests for `block` with the API recorded, runs `mount` (the element, until
 * it shows their answers), waits until the element has taken each, and returns how often each
 * started request was sent in all.
 */
export async function timesSent(
  early: (block: Record<string, unknown>) => void,
  block: Record<string, unknown>,
  mount: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const sent = recordRequests();
  const started = startedBy(early, block);
  await mount();
  // Each started request is taken by the element's client (a request it never sends stays, and this fails).
  await waitFor(() => {
    const left = [...waiting().keys()].filter((key) => started.some((request) => key.startsWith(`${request} `)));
    if (left.length > 0) throw new Error(`not taken: ${left.join(", ")}`);
  });
  return Object.fromEntries(started.map((request) => [request, sent.filter((s) => s === request).length]));
}
