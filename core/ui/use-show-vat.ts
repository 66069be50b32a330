// Whether prices show with VAT on this page: the selected company's rule (core/pricing/vat.ts), else
// the visitor's choice ($showVAT). The order pieces label their prices by it (core/order-ui).
import { useStore } from "@nanostores/react";
import { effectiveShowVAT } from "../pricing/vat.ts";
import { $company, $showVAT } from "../state/stores.ts";

export function useShowVAT(): boolean {
  return effectiveShowVAT(useStore($company)?.company ?? null, useStore($showVAT));
}
