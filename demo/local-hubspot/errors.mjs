// HubSpot's error bodies, as its error-handling page documents them
// (https://developers.hubspot.com/docs/api-reference/error-handling): `status: "error"`, a human-readable
// `message`, a `correlationId` (a UUID, also sent as the X-HubSpot-Correlation-Id header), and where HubSpot
// has one a `category`, `errors[]` ({ message, code, in?, context? }) and `context`. HubSpot says every field
// is optional, so where captured answers show a body without `category` (a 5xx, an unknown object type) it
// is left out here too.
import { randomUUID } from "node:crypto";

/**
 * @typedef {{ message: string, code?: string, in?: string, context?: Record<string, string[]> }} ErrorDetail
 * @typedef {{ status: "error", message: string, correlationId: string, category?: string, subCategory?: string,
 *   errors?: ErrorDetail[], context?: Record<string, unknown>, [key: string]: unknown }} ErrorBody
 */

/** An answer other than success: thrown by the handlers, written by the server. */
export class HubSpotError extends Error {
  /**
   * @param {number} status
   * @param {ErrorBody} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * A body in HubSpot's key order (status, message, correlationId, then the optional fields).
 * @param {string} message
 * @param {{ category?: string, subCategory?: string, errors?: ErrorDetail[], context?: Record<string, unknown> }} [more]
 * @returns {ErrorBody}
 */
export function errorBody(message, { category, subCategory, errors, context } = {}) {
  return {
    status: "error",
    message,
    correlationId: randomUUID(),
    ...(category ? { category } : {}),
    ...(subCategory ? { subCategory } : {}),
    ...(errors ? { errors } : {}),
    ...(context ? { context } : {}),
  };
}

/**
 * @param {number} status
 * @param {string} message
 * @param {string} [category]
 * @param {{ subCategory?: string, errors?: ErrorDetail[], context?: Record<string, unknown> }} [more]
 */
export const fail = (status, message, category, more = {}) => new HubSpotError(status, errorBody(message, { category, ...more }));

/** @param {string} message @param {{ errors?: ErrorDetail[], context?: Record<string, unknown> }} [more] */
export const validationError = (message, more) => fail(400, message, "VALIDATION_ERROR", more);

/**
 * A record, or anything else, HubSpot does not have. "resource not found" with OBJECT_NOT_FOUND is the body
 * HubSpot answers a GET or PATCH of an unknown id with (captured answers; the text is not in its docs).
 */
export const notFound = (message = "resource not found") => fail(404, message, "OBJECT_NOT_FOUND");

/**
 * The 401 of a missing or wrong token, HubSpot's text word for word (captured answers of api.hubapi.com).
 */
export const unauthorized = () =>
  fail(
    401,
    "Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview",
    "INVALID_AUTHENTICATION",
  );

/**
 * An object type HubSpot cannot resolve: 400 with HubSpot's captured text and, as captured, no category.
 * @param {string} name
 */
export const unknownObjectType = (name) => new HubSpotError(400, errorBody(`Unable to infer object type from: ${name}`));

/**
 * A request body that is not JSON. HubSpot's parser answers "Invalid input JSON on line L, column C: <reason>"
 * with VALIDATION_ERROR (captured answers); the reason here is V8's, not Jackson's.
 * @param {string} text the body as sent
 * @param {unknown} error JSON.parse's error
 */
export function invalidJson(text, error) {
  const reason = error instanceof Error ? error.message : String(error);
  const before = text.slice(0, errorPosition(text, reason)).split("\n");
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const short = reason.replace(/, .* is not valid JSON$/s, "").replace(/ (?:in JSON )?at position \d+.*$/s, "");
  return validationError(`Invalid input JSON on line ${line}, column ${column}: ${short}`);
}

/**
 * Where a body stops being JSON: V8 names the position for some errors only, so otherwise the longest
 * prefix that is still JSON so far (the parser only runs out of text) is found by bisection.
 * @param {string} text @param {string} reason
 */
function errorPosition(text, reason) {
  const given = /position (\d+)/.exec(reason);
  if (given) return Number(given[1]);
  const sound = (/** @type {number} */ n) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (error) {
      // Sound so far when the parser only ran out of text: "Unexpected end", or an error at the very end.
      const at = /position (\d+)/.exec(String(error));
      return /Unexpected end of JSON input/.test(String(error)) || (at !== null && Number(at[1]) >= n);
    }
  };
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (sound(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A body that lacks required fields, in the form HubSpot's parser words it (captured answers, e.g.
 * "Invalid input JSON on line 1, column 2. Some required fields were not set: [name]").
 * @param {string[]} fields
 */
export const missingFields = (fields) =>
  validationError(`Invalid input JSON on line 1, column 2. Some required fields were not set: [${fields.join(", ")}]`);

/**
 * A 429 body as the usage guidelines show it (https://developers.hubspot.com/docs/developer-tooling/platform/usage-guidelines):
 * status, message, errorType RATE_LIMIT, correlationId, policyName, requestId. Not the usual error form:
 * it has `errorType` and no `category`.
 * @param {string} message
 * @param {string} policyName
 */
export const rateLimitBody = (message, policyName) => ({
  status: "error",
  message,
  errorType: "RATE_LIMIT",
  correlationId: randomUUID(),
  policyName,
  requestId: randomUUID(),
});

/**
 * The body of a 5xx. HubSpot answers its own failures with `{ status, message: "internal error", correlationId }`
 * and no category (captured 500s); a gateway error (502, 503, 504) may in reality come as an HTML page from
 * the CDN, but the functions must cope with a JSON one too, so this gives the same form with the status text.
 * @param {number} status
 * @param {string} statusText
 */
export const serverErrorBody = (status, statusText) => errorBody(status === 500 ? "internal error" : statusText);
