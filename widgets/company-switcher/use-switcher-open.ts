// When the switcher's dialog is open: on the trigger, on the window event `shop-open-company-switcher`
// (the header fires it), and by itself when the contact has to act and no company is selected: they
// have several companies to choose from, or their list could not be loaded.
import { useEffect, useState } from "react";
import { listen } from "../../core/element/events.ts";
import { $company } from "../../core/state/stores.ts";
import type { CompanyListState } from "./use-company-list.ts";

export function useSwitcherOpen(state: CompanyListState): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => listen("shop-open-company-switcher", () => setOpen(true)), []);

  useEffect(() => {
    const mustAct = state.status === "error" || (state.status === "ready" && state.list.length > 1);
    if (mustAct && !$company.get()) setOpen(true);
  }, [state]);

  return [open, setOpen];
}
