// When the switcher's dialog is open, and how: as a modal on the trigger and on the window event
// `shop-open-company-switcher` (the header fires it), and by itself when the contact has to act and no
// company is selected: a modal when they have several companies to choose from; a notice that leaves
// the page usable when their list could not be loaded, since the page may be where they ask for help
// (the contact page), once per session (docs/decisions/company-problem-notice.md).
import { useEffect, useState } from "react";
import { listen } from "../../core/element/events.ts";
import { $company } from "../../core/state/stores.ts";
import { closeNotice, noticeClosed } from "./notice-closed.ts";
import type { CompanyListState } from "./use-company-list.ts";

export type SwitcherOpen = "closed" | "modal" | "notice";

export function useSwitcherOpen(state: CompanyListState): [SwitcherOpen, (open: boolean) => void] {
  const [open, setOpen] = useState<SwitcherOpen>("closed");

  useEffect(() => listen("shop-open-company-switcher", () => setOpen("modal")), []);

  useEffect(() => {
    if ($company.get()) return;
    // A notice stays one when its retry brings the list: the visitor chooses in it.
    if (state.status === "ready" && state.list.length > 1) setOpen((now) => (now === "notice" ? now : "modal"));
    else if (state.status === "error" && !noticeClosed()) setOpen((now) => (now === "closed" ? "notice" : now));
  }, [state]);

  const change = (next: boolean) => {
    if (!next && open === "notice") closeNotice();
    setOpen(next ? "modal" : "closed");
  };
  return [open, change];
}
