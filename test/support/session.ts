// Puts the shop's session state back to a new visitor's: stores, toasts and session storage.
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
}
