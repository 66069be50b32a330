// Whether the visitor closed the notice that their companies cannot be loaded, in this browser session:
// it then no longer opens by itself on every page (docs/decisions/company-problem-notice.md). Read from
// session storage each time, as a new page of the session would; storage may throw (private mode).
const KEY = "shop:companyNoticeClosed";

export function noticeClosed(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

export function closeNotice(): void {
  try {
    sessionStorage.setItem(KEY, "true");
  } catch {
    // Without storage the notice opens again on the next page: still not in the way.
  }
}
