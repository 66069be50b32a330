// Dates of the delivery answer in the page's language (Intl): a calendar day ("2026-11-21") as that
// day wherever the visitor is, a scan's instant in the visitor's time zone.

/** A calendar day, e.g. "21. November 2026"; the text as given when it cannot be read. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** A scan's date and time, e.g. "21.11.2026, 07:42". */
export function formatMoment(at: string, locale: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
