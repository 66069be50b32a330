// For the tests of an element's loader requests (widgets/<folder>/early.ts, issue 23): what a loader
// starts, and how often each request then reached the API: the loader's requests must be the
// element's own, each sent once (core/api/early.ts).
import { waitFor } from "@testing-library/dom";
import { http } from "msw";
import { recordRequests, useHandlers } from "./msw.ts";

/** Every API request of the test as sent, "METHOD path?query body", passed on to the fake. */
export function recordApiRequests(): string[] {
  const sent: string[] = [];
  useHandlers(
    http.all("*/_hcms/api/*", async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === "GET" ? "" : ` ${await request.clone().text()}`;
      sent.push(`${request.method} ${url.pathname.replace(/^.*\/_hcms\/api\//, "")}${url.search}${body}`);
    }),
  );
  return sent;
}

/** The requests `start` fetched while it ran, as "METHOD URL" (a loader starts its requests at once). */
export function startedBy(start: () => void): string[] {
  const realFetch = window.fetch;
  const started: string[] = [];
  window.fetch = (input, init) => {
    started.push(`${init?.method ?? "GET"} ${String(input)}`);
    return realFetch(input, init);
  };
  try {
    start();
  } finally {
    window.fetch = realFetch;
  }
  return started;
}

/** How often each request whose text starts with one of `prefixes` was sent ("GET vat" counts every VAT option read). */
export const timesSent = (sent: readonly string[], prefixes: readonly string[]): number[] =>
  prefixes.map((prefix) => sent.filter((request) => request.startsWith(prefix)).length);

/** The requests started early and not taken yet (core/api/early.ts keeps them in this registry). */
const waiting = (): Map<string, unknown> =>
  (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for("shop-widgets.early-requests")] ?? new Map();

/**
 * Starts the loader's requests for `block` with the API recorded, runs `mount` (the element, until
 * it shows their answers), waits until the element has taken each, and returns how often each
 * started request was sent in all.
 */
export async function sentAfterTaking(
  early: (block: Record<string, unknown>) => void,
  block: Record<string, unknown>,
  mount: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const sent = recordRequests();
  const started = startedBy(() => early(block));
  await mount();
  // Each started request is taken by the element's client (a request it never sends stays, and this fails).
  await waitFor(() => {
    const left = [...waiting().keys()].filter((key) => started.some((request) => key.startsWith(`${request} `)));
    if (left.length > 0) throw new Error(`not taken: ${left.join(", ")}`);
  });
  return Object.fromEntries(started.map((request) => [request, sent.filter((s) => s === request).length]));
}
