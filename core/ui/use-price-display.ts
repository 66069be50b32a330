// The page's gross/net rules for the prices the configurators and the lists show, as the product
// page and the cart apply them: the selected company's tax status and gross/net permission
// (core/pricing/vat.ts), the visitor's choice ($showVAT) and the selected VAT option ($selectedVat);
// and the VAT note under a price, worded alike wherever a price shows (product page, configurators,
// article cards).
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { displayCents, vatPercentFor } from "../pricing/vat.ts";
import { $company, $selectedVat } from "../state/stores.ts";
import { useShowVAT } from "./use-show-vat.ts";

export interface PriceDisplay {
  /** Whether prices show with VAT. */
  showVAT: boolean;
  /** The VAT rate that applies; 0 for a VAT-free company. */
  vatPercent: number;
  /** A net amount as it is displayed (gross when VAT is shown). */
  shown: (netCents: number) => number;
}

export function usePriceDisplay(): PriceDisplay {
  const company = useStore($company)?.company ?? null;
  const showVAT = useShowVAT();
  const vatPercent = vatPercentFor(company?.ust, useStore($selectedVat));
  return { showVAT, vatPercent, shown: (net) => displayCents(net, showVAT, vatPercent) };
}

/** The VAT note under a price: with VAT and its rate, without VAT, or VAT-free (tax status '3'). */
export function useVatNote({ showVAT, vatPercent }: Pick<PriceDisplay, "showVAT" | "vatPercent">): string {
  const { t } = useLingui();
  if (vatPercent === 0) return t`umsatzsteuerfrei, zzgl. Versand`;
  return showVAT ? t`inkl. ${vatPercent} % MwSt., zzgl. Versand` : t`zzgl. MwSt. und Versand`;
}
