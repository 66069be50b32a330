// The error body of the account and service endpoints (registration, contact, delivery;
// docs/api.md#accounts-and-service), in a module of its own so a page that only reads errors does not
// load the registration's answer.
import * as v from "valibot";
import { ApiError } from "./client.ts";

/** Body of every error answer of the account and service endpoints (registration, contact, delivery). */
export const ServiceErrorBodySchema = v.looseObject({
  code: v.string(),
  message: v.optional(v.string()),
  /** 422: the body field at fault, as a dot path of the request body (e.g. "company.vatId"). */
  field: v.optional(v.string()),
  /** 429: seconds until another attempt is accepted. */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ServiceErrorBody = v.InferOutput<typeof ServiceErrorBodySchema>;

/** The checked error body of an HTTP error answer of these endpoints, or undefined. */
export function serviceErrorBody(error: unknown): (ServiceErrorBody & { status: number }) | undefined {
  if (!(error instanceof ApiError) || error.kind !== "http" || error.reach) return undefined;
  const body = v.safeParse(ServiceErrorBodySchema, error.body);
  return body.success ? { ...body.output, status: error.status ?? 0 } : undefined;
}

/** A 429's wait in whole minutes, rounded up, at least one: "in 1 Minute" for 30 s, "in 10 Minuten" for 600 s. */
export const retryMinutes = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));
