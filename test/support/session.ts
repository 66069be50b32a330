// Puts the shop's session state back to a new visitor's: stores, toasts, session storage and the
// browser session's choices in localStorage (core/state/browser-session.ts).
import { SESSION_CHOICES } from "../../core/state/browser-session.ts";
import { storageKey } from "../../core/state/storage-key.ts";
import * as stores from "../../core/state/stores.ts";
import { $toasts } from "../../core/ui/toast-store.ts";

export function resetSession(): void {
  stores.selectCompany(null);
  stores.setCompanies([]);
  stores.$showVAT.set(false);
  stores.$vatChoiceMade.set(false);
  stores.$selectedVat.set(null);
  stores.$cartPriceCent.set(0);
  stores.$shippingCost.set(0);
  stores.$deliveryCompanyName.set("");
  stores.$addressFormError.set(false);
  stores.$deliveryData.set({ zip: "", city: "", country: "", lastName: "", street: "" });
  stores.$directOrder.set(false);
  $toasts.set([]);
  sessionStorage.clear();
  for (const key of SESSION_CHOICES) localStorage.removeItem(storageKey(key));
}
