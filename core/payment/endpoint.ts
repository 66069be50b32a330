// Where a payment function lives. A configured endpoint is a path below the API root (on the data
// block's baseUrl: `payment/paypal`), a path naming its root (`/_hcms/api/payment/paypal`,
// `/hs/serverless/shop/payment/paypal`), or an absolute https URL of a function below either root on
// another origin (the shop's CMS when the element is embedded on a partner site). All go through
// request() of core/api/client.ts, which builds every URL below an API root (core/api/api-root.ts), so
// no other path or host can be reached.
import type * as v from "valibot";
import { API_ROOT_AT_END } from "../api/api-root.ts";
import { request } from "../api/client.ts";
import { isSecureOrLocal } from "../element/site-url.ts";
import { asPaymentError } from "./errors.ts";

/** A parsed endpoint: `origin` null means the data block's baseUrl. */
export interface Endpoint {
  origin: string | null;
  /** The root the endpoint names ("/hs/serverless/shop/"); left out, the element's (core/api/api-root.ts). */
  root?: string;
  /** Path below the root, without leading or trailing slash. */
  path: string;
}

const PATH = /^[A-Za-z0-9_~-]+(?:[./][A-Za-z0-9_~-]+)*$/;
/** A root and the path below it. The prefix's first segment is taken for the root: the URL is the same. */
const ROOTED = /^(\/(?:_hcms\/api|hs\/serverless\/[\w-]+)\/)(.*)$/;

/** A path naming its root (/_hcms/api/… or /hs/serverless/<prefix>/…) as an endpoint on `origin`. */
function rooted(pathname: string, origin: string | null): Endpoint | undefined {
  const [, root, path = ""] = ROOTED.exec(pathname) ?? [];
  return root && PATH.test(path) ? { origin, root, path } : undefined;
}

/** Parses a configured endpoint; undefined when it is none of the forms (or leaves the API roots). */
export function parseEndpoint(text: string): Endpoint | undefined {
  const trimmed = text.trim().replace(/\/+$/, "");
  if (PATH.test(trimmed)) return { origin: null, path: trimmed };
  if (trimmed.startsWith("/")) return rooted(trimmed, null);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (!isSecureOrLocal(url) || url.username || url.password || url.search || url.hash) return undefined;
  return rooted(url.pathname, url.origin);
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
    // A root the endpoint names replaces the element's, on the shop's baseUrl or the endpoint's origin.
    baseUrl: endpoint.root ? (endpoint.origin ?? call.baseUrl).replace(API_ROOT_AT_END, "") + endpoint.root : call.baseUrl,
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
