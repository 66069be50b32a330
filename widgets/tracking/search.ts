// The search itself, loaded when the first search starts (load-parts.ts): the delivery endpoint's
// client and schemas, and what an error answer means for the shopper (docs/api.md#delivery).
import { ApiError } from "../../core/api/client.ts";
import { type DeliveryAnswer, type DeliveryQuery, fetchDelivery } from "../../core/api/delivery.ts";
import { retryMinutes, serviceErrorBody } from "../../core/api/service-error.ts";
import type { Lang } from "../../core/element/data-block.ts";

/** Why a search found nothing to show: each has its own text (SearchProblem.tsx). */
export type SearchProblem =
  | { kind: "notFound" }
  | { kind: "busy"; minutes: number }
  | { kind: "invalid" }
  /** The server, the network or a broken answer: the shared error notice (already logged by the client). */
  | { kind: "failed"; error: unknown };

export type SearchOutcome = { ok: true; answer: DeliveryAnswer } | { ok: false; problem: SearchProblem };

/** What an error answer means; a 429 without its seconds says one minute. */
export function problemOf(error: unknown): SearchProblem {
  const body = serviceErrorBody(error);
  if (body?.status === 404) return { kind: "notFound" };
  if (body?.status === 429) return { kind: "busy", minutes: retryMinutes(body.retryAfterSeconds ?? 60) };
  if (body?.status === 422) return { kind: "invalid" };
  return { kind: "failed", error };
}

/** GET delivery; rejects only when aborted (a newer search took over), so the caller can ignore it. */
export async function searchDelivery(call: {
  baseUrl: string;
  language: Lang;
  query: DeliveryQuery;
  signal: AbortSignal;
}): Promise<SearchOutcome> {
  try {
    return { ok: true, answer: await fetchDelivery(call) };
  } catch (error) {
    if (call.signal.aborted || (error instanceof ApiError && error.kind === "aborted")) throw error;
    return { ok: false, problem: problemOf(error) };
  }
}
