// Where a payment function lives. A configured endpoint is either a path below /_hcms/api/ (on the
// data block's baseUrl; `payment/paypal` or `/_hcms/api/payment/paypal`) or an absolute https URL of a /_hcms/api/ function on another origin (the
// shop's CMS when the element is embedded on a partner site). Both go through request() of
// core/api/client.ts, which builds every URL below /_hcms/api/, so no other host can be reached.
import type * as v from "valibot";
import { request } from "../api/client.ts";
import { asPaymentError } from "./errors.ts";

/** A parsed endpoint: `origin` null means the data block's baseUrl. */
export interface Endpoint {
  origin: string | null;
  /** Path below /_hcms/api/, without leading or trailing slash. */
  path: string;
}

const API_PREFIX = "/_hcms/api/";
const PATH = /^[A-Za-z0-9_~-]+(?:[./][A-Za-z0-9_~-]+)*$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or plain http only on a developer's own machine (local ports, specification section 7). */
export const isSecureOrLocal = (url: URL): boolean =>
  url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));

/** Parses a configured endpoint; undefined when it is neither form (or leaves /_hcms/api/). */
export function parseEndpoint(text: string): Endpoint | undefined {
  const trimmed = text.trim().replace(/\/+$/, "");
  if (PATH.test(trimmed)) return { origin: null, path: trimmed };
  if (trimmed.startsWith(API_PREFIX) && PATH.test(trimmed.slice(API_PREFIX.length)))
    return { origin: null, path: trimmed.slice(API_PREFIX.length) };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : "";
  if (!isSecureOrLocal(url) || url.username || url.password || url.search || url.hash || !PATH.test(path)) return undefined;
  return { origin: url.origin, path };
}

/**
 * POSTs `body` to the endpoint (plus `/suffix`), never retried; the answer is checked with `schema`.
 * An error answer with a payment code (declined, cancelled, unavailable) rejects with a PaymentError.
 */
export function postToEndpoint<T>(call: {
  endpoint: Endpoint;
  suffix?: string;
  baseUrl: string;
  body: unknown;
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
}): Promise<T> {
  const { endpoint, suffix } = call;
  const answer = request({
    baseUrl: endpoint.origin ?? call.baseUrl,
    path: suffix ? `${endpoint.path}/${suffix}` : endpoint.path,
    method: "POST",
    body: call.body,
    schema: call.schema,
    signal: call.signal,
  });
  return answer.catch((error: unknown) => {
    throw asPaymentError(error);
  });
}
