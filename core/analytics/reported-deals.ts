// A deal's purchase or lead is reported once per browser (GA4 counts a repeated transaction twice): a
// reload of the thank-you page or reopening it from the history reports nothing more. Kept in
// localStorage, written only when reported, that is with consent.
import * as v from "valibot";

const KEY = "shop:reportedDeals";
/** Enough for every recent order of one browser; older ids drop out. */
const KEEP = 20;

function reported(): string[] {
  try {
    const parsed = v.safeParse(v.array(v.string()), JSON.parse(localStorage.getItem(KEY) ?? "[]"));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** True the first time a deal is reported in this browser, and remembers it. */
export function firstReportOfDeal(dealId: string): boolean {
  const done = reported();
  if (done.includes(dealId)) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify([...done, dealId].slice(-KEEP)));
  } catch {
    // Storage blocked: a reload may report the deal again, as no storage at all would.
  }
  return true;
}
