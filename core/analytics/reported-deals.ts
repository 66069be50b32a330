// A deal's purchase or lead is reported once per browser (GA4 counts a repeated transaction twice): a
// reload of the thank-you page or reopening it from the history reports nothing more. Written only
// when reported, that is with consent.
import { firstTimeInBrowser } from "../state/once-per-browser.ts";

/** True the first time a deal is reported in this browser, and remembers it. */
export const firstReportOfDeal = (dealId: string): boolean => firstTimeInBrowser("shop:reportedDeals", dealId);
