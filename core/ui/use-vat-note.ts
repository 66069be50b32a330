// The VAT note under a price, worded alike wherever a price shows (product page, configurators, article
// cards): with VAT and its rate, without VAT, or VAT-free (a company with tax status '3', core/pricing/vat.ts).
import { useLingui } from "@lingui/react/macro";

export function useVatNote({ showVAT, vatPercent }: { showVAT: boolean; vatPercent: number }): string {
  const { t } = useLingui();
  if (vatPercent === 0) return t`umsatzsteuerfrei, zzgl. Versand`;
  return showVAT ? t`inkl. ${vatPercent} % MwSt., zzgl. Versand` : t`zzgl. MwSt. und Versand`;
}
