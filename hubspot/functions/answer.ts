// What a function answers: a status, a JSON body and headers, as HubSpot's app functions return them
// (hubspot/README.md#the-runtime). Error answers carry the contract's error body (core/api/contract.ts
// ErrorBodySchema: a code to act on and a message), never a stack or a CRM's own words.

export interface FunctionAnswer {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The contract's error body: `code` for the element to act on, `message` for a developer reading the log. */
export interface ErrorBody {
  code: string;
  message: string;
  [extra: string]: unknown;
}

const JSON_TYPE = { "Content-Type": "application/json; charset=utf-8" };

/** A JSON answer. `cache` seconds let HubSpot's CDN keep a public read (the catalogue's answers). */
export function json(statusCode: number, body: unknown, cache = 0): FunctionAnswer {
  const caching = cache > 0 ? `public, max-age=${cache}` : "no-store";
  return { statusCode, body, headers: { ...JSON_TYPE, "Cache-Control": caching } };
}

/** An answer without a body (204). */
export const noContent = (): FunctionAnswer => ({ statusCode: 204, headers: { "Cache-Control": "no-store" } });

/** An error answer with the contract's error body. */
export const failure = (statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}): FunctionAnswer =>
  json(statusCode, { code, message, ...extra } satisfies ErrorBody);

/**
 * A refusal a handler throws where it finds the request cannot be answered (an unknown id, a rule of
 * the shop): serve() turns it into its answer, so a handler's happy path stays straight.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "Refusal";
  }

  answer(): FunctionAnswer {
    return failure(this.statusCode, this.code, this.message, this.extra);
  }
}
