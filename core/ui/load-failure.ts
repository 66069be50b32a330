// A part of the shop's code that loads when needed (the toasts, a lazy part's texts, the structured
// data) and fails: said in the console, unless the page is on its way to another document. Then the
// browser cancelled the load (Firefox rejects the import as the page goes): the page going, not the
// shop failing, as for the API's requests (core/api/leaving.ts).
import { leavingPage } from "../api/leaving.ts";

/** Logs that `what` could not be loaded, unless the page is being left. */
export function logLoadFailure(what: string, error: unknown): void {
  if (!leavingPage()) console.error(`[shop-widgets] cannot load ${what}`, error);
}
