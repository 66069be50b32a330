// What an element's loader starts (widgets/<folder>/early.ts) against what the element then sends:
// the loader's requests must be the element's own, each sent once (core/api/early.ts).
import { http } from "msw";
import { useHandlers } from "./msw.ts";

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

/** The URLs `start` fetched while it ran (the loader starts its requests at once). */
export function startedBy(start: () => void): string[] {
  const realFetch = window.fetch;
  const started: string[] = [];
  window.fetch = (input, init) => {
    started.push(String(input));
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
