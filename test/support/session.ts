// Puts the shop's session state back to a new visitor's: stores, toasts and session storage.
import { $cartPriceCent, $selectedVat, $shippingCost, $showVAT, selectCompany, setCompanies } from "../../core/state/stores.ts";
import { $toasts } from "../../core/ui/toast-store.ts";

export function resetSession(): void {
  selectCompany(null);
  setCompanies([]);
  $showVAT.set(false);
  $selectedVat.set(null);
  $cartPriceCent.set(0);
  $shippingCost.set(0);
  $toasts.set([]);
  sessionStorage.clear();
}
