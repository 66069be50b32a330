// Idempotency keys for POST deal: one per attempt, kept while it is retried, so a double submit or a
// retry after a lost answer makes one deal.

/** A new idempotency key for the next attempt. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
