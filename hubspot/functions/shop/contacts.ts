// HubSpot contacts by e-mail, as registration and the contact dialog find them: the e-mail is unique in
// every account, so a contact is read with idProperty=email (no search, no index delay) and created when
// there is none. Each keeps its address's recent attempts, for the per-address limits of
// core/api/attempt-limits.ts (docs/decisions/hubspot-accounts.md#limits).
import { type AttemptLimit, attemptWindow } from "../../../core/api/attempt-limits.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { createRecord, CrmRecordConflict, type CrmRecord, getRecord, updateRecord } from "../crm/objects.ts";

/** The contact with this e-mail (any case), or undefined. */
export const contactByEmail = (crm: Crm, email: string, properties: readonly string[]) =>
  getRecord(crm, "contacts", email.trim().toLowerCase(), properties, "email");

/** Writes the properties to the contact with this e-mail, made when there is none (`existing` as read before); its id. */
export async function saveContact(
  crm: Crm,
  existing: CrmRecord | undefined,
  email: string,
  properties: Record<string, string>,
): Promise<string> {
  if (existing) {
    await updateRecord(crm, "contacts", existing.id, properties);
    return existing.id;
  }
  try {
    return (await createRecord(crm, "contacts", { email: email.trim(), ...properties })).id;
  } catch (error) {
    // Made meanwhile by another request with the same address: write to that one.
    const made = error instanceof CrmRecordConflict ? await contactByEmail(crm, email, []) : undefined;
    if (!made) throw error;
    await updateRecord(crm, "contacts", made.id, properties);
    return made.id;
  }
}

/** The attempt times (ms) a property keeps as JSON; none when it is unset or not such a list. */
export const attemptTimes = (stored: string | null | undefined): number[] => {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === "number") : [];
  } catch {
    return [];
  }
};

/**
 * This attempt counted against the address's limit: the property's new value (the recent times and
 * now, JSON), or the refusal 429 too_many_requests with retryAfterSeconds when the limit is reached.
 */
export function countAttempt(stored: string | null | undefined, now: number, limit: AttemptLimit): string {
  const { recent, retryAfterSeconds } = attemptWindow(attemptTimes(stored), now, limit);
  if (retryAfterSeconds) throw new Refusal(429, "too_many_requests", "Too many attempts from this address", { retryAfterSeconds });
  return JSON.stringify([...recent, now]);
}
