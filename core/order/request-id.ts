// Idempotency keys for POST deal: one per attempt, kept while it is retried, so a double submit or a
// retry after a lost answer makes one deal. A key belongs to what was sent under it: once the shopper
// changes the order (address, note, lines …) the next try gets a new key, or the backend would answer
// it with the deal made from the old input.

/** A new idempotency key for the next attempt. */
export function newRequestId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The key of an attempt and the body (without the key) it was made for. */
export interface RequestKey {
  requestId: string;
  body: string;
}

/** The key to send `body` under: the kept one while the body is the same, else a new one. */
export function requestKeyFor(kept: RequestKey | null, body: object): RequestKey {
  const { requestId: _ignored, ...content } = body as { requestId?: unknown };
  const text = JSON.stringify(content);
  return kept && kept.body === text ? kept : { requestId: newRequestId(), body: text };
}
