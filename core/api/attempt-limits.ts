// The per-address limits of the account and service endpoints (docs/api.md#accounts-and-service): how
// many attempts one e-mail address (or, for delivery, one order number) may make within a window before
// the next is answered 429 too_many_requests with retryAfterSeconds. One rule for the demo's fake and the
// shop's functions.

export interface AttemptLimit {
  attempts: number;
  windowSeconds: number;
}

/** POST contact: three messages per address within ten minutes. */
export const CONTACT_MESSAGE_LIMIT: AttemptLimit = { attempts: 3, windowSeconds: 600 };

/** POST ansprechpartner/register: five attempts per address within ten minutes (a mistyped customer number may be corrected). */
export const REGISTRATION_LIMIT: AttemptLimit = { attempts: 5, windowSeconds: 600 };

/**
 * GET delivery by order number and postcode: five wrong postcodes for one order within ten minutes;
 * then the order is not looked up at all (right postcode or not) until the oldest leaves the window,
 * so a postcode cannot be found by trying.
 */
export const DELIVERY_LOOKUP_LIMIT: AttemptLimit = { attempts: 5, windowSeconds: 600 };

/**
 * The attempts (ms since the epoch) still inside the window at `now`, oldest first, and, when they
 * reach the limit, the whole seconds until one of them leaves it and another attempt is accepted.
 */
export function attemptWindow(
  times: readonly number[],
  now: number,
  limit: AttemptLimit,
): { recent: number[]; retryAfterSeconds?: number } {
  const windowMs = limit.windowSeconds * 1000;
  const recent = times.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  // The attempt whose leaving the window brings the count below the limit.
  const blocking = recent[recent.length - limit.attempts];
  if (blocking === undefined) return { recent };
  return { recent, retryAfterSeconds: Math.max(1, Math.ceil((blocking + windowMs - now) / 1000)) };
}
