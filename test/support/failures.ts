// The ways a request fails that the elements tell apart (core/api/failure.ts), as msw answers and a
// browser that says it is offline.
import { HttpResponse } from "msw";

/** A request failing at network level (fetch rejects with a TypeError, as on a CORS refusal or a dead host). */
export const networkError = () => HttpResponse.error();

/** What a host without the API answers: its own HTML "Not Found" page. */
export const missingEndpoint = () =>
  new HttpResponse("<!doctype html><title>Not Found</title><h1>Not Found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });

/** A host that serves files only and refuses the method. */
export const methodNotAllowed = () => new HttpResponse("Method Not Allowed", { status: 405, headers: { "Content-Type": "text/plain" } });

/** Makes navigator.onLine say false until `goOnline()` (afterEach of the suite). */
export function goOffline(): void {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
}

/** Back to the browser's own navigator.onLine. */
export function goOnline(): void {
  delete (navigator as { onLine?: boolean }).onLine;
}
