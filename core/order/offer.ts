// Offers (specification section 7): which deal type an offer request is, and how long an offer holds.
import type { DealType } from "../api/request-schemas.ts";

/** How long an offer holds, in days, unless the shop says otherwise. */
export const OFFER_VALIDITY_DAYS = 30;

/** The day an offer made on `date` expires: `days` calendar days later, same time of day (DST-safe). */
export function offerValidUntil(date: Date, days = OFFER_VALIDITY_DAYS): Date {
  const result = new Date(date.getTime());
  result.setDate(result.getDate() + days);
  return result;
}

/** A logged-in contact requests a 'quotation' (the CRM needs their id); everyone else a 'quotation_guest'. */
export function offerType(data: {
  loggedIn: boolean;
  ansprechpartner_id: string | null;
}): Extract<DealType, "quotation" | "quotation_guest"> {
  return data.loggedIn && data.ansprechpartner_id ? "quotation" : "quotation_guest";
}
