// What a failed request means, decided once for every element (docs/api.md#when-a-request-fails):
// the shopper's own connection is blamed only when the browser says it is offline; a request the
// browser refused (CORS), a host that cannot be reached and an endpoint that is not there mean the
// shop's service cannot be reached; other HTTP errors keep their own meaning.

/** The shopper's connection is down, or the shop's API cannot be reached from this page. */
export type Reach = "offline" | "unreachable";

/** An error answer's body: the API answers its own errors in JSON (or without a body). */
export type BodyKind = "json" | "empty" | "other";

export interface Failure {
  /** Undefined: an answer of the API itself (a 5xx, a refusal, an unknown item). */
  reach: Reach | undefined;
  /** The likely cause, for the console. */
  cause: string;
}

/** Statuses that say no API answers at this address for this request. */
const MISSING = [404, 405, 501];

/**
 * Classifies a failed request. A 404 with a JSON body (or none) is the API's own "unknown item"
 * (docs/api.md); a 404 with a page of another kind (the host's HTML "Not Found") is a missing endpoint.
 */
export function classifyFailure(
  /** navigator.onLine when it failed. */
  online: boolean,
  /** The HTTP status; undefined when fetch itself failed (a TypeError: no answer the page may read). */
  status?: number,
  body?: BodyKind,
): Failure {
  if (!online) return { reach: "offline", cause: "the browser is offline" };
  if (status === undefined)
    return { reach: "unreachable", cause: "refused or blocked (CORS?); check baseUrl and the API's Access-Control-Allow-Origin" };
  if (MISSING.includes(status) && (status !== 404 || body === "other"))
    return { reach: "unreachable", cause: `endpoint missing (${status}); check baseUrl and the API root` };
  return { reach: undefined, cause: status >= 500 ? "server error" : "refused by the API" };
}
