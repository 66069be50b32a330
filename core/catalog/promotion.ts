// A promotion's end date (PromotionTermsSchema.endsAt: the last day, an ISO date in shop time): it is
// shown in the page's language, and a promotion whose last day is before today is over
// (docs/decisions/promotions.md).

/** Today as an ISO date (YYYY-MM-DD) in the visitor's time zone. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a promotion ending on `endsAt` is over on `today`; one without an end date lasts. */
export function promotionEnded(endsAt: string | null | undefined, today: string = isoToday()): boolean {
  return typeof endsAt === "string" && endsAt < today;
}

/** The last day in the page's language: "30.11.2026", "Nov 30, 2026", "30 nov. 2026". */
export function formatEndDate(endsAt: string, language: string): string {
  const [year, month, day] = endsAt.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}
