import { useLingui } from "@lingui/react/macro";
import { countryName } from "../address/country-name.ts";
import { formatMoney } from "../pricing/money.ts";
import { shownTotals } from "../pricing/shown-totals.ts";
import type { OrderTotals } from "../pricing/totals.ts";
import { useShowVAT } from "../ui/use-show-vat.ts";

/**
 * The VAT row's label: the rate and the delivery country it belongs to ("MwSt. 20 % (Österreich)";
 * 0 % is an export, "Ohne MwSt. (Ausfuhr Schweiz)"). Without a country (a VAT-free company, a stored
 * deal) the rate alone, 0 % as "Umsatzsteuerfrei". Under gross rows the VAT is the part they include.
 */
function useVatLabel({ vatPercent, vatCountry }: OrderTotals, included: boolean): string {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(vatPercent);
  if (!vatCountry) {
    if (vatPercent === 0) return t`Umsatzsteuerfrei`;
    return included ? t`enthaltene MwSt. ${percent} %` : t`MwSt. ${percent} %`;
  }
  const country = countryName(vatCountry.toUpperCase(), i18n.locale);
  if (vatPercent === 0) return t`Ohne MwSt. (Ausfuhr ${country})`;
  return included ? t`enthaltene MwSt. ${percent} % (${country})` : t`MwSt. ${percent} % (${country})`;
}

/**
 * Goods, shipping, packaging, VAT and the total, in integer cents (cart, checkout, offer, thank-you
 * page), net or gross as prices are shown (core/pricing/shown-totals.ts): net rows add the VAT before
 * the total, gross rows add up to the total and the VAT they include follows it.
 */
export function OrderTotalsList({ totals, country, showVAT }: { totals: OrderTotals; country: string; showVAT?: boolean }) {
  const { t } = useLingui();
  // Gross or net as when the order was made (the thank-you page), else as the page shows prices now.
  const shownNow = useShowVAT();
  const shown = shownTotals(totals, showVAT ?? shownNow);
  const vat: [string, number] = [useVatLabel(totals, shown.showVAT), shown.vatCents];
  const money = (cents: number) => formatMoney(cents, country);
  const rows: [string, number][] = shown.showVAT
    ? [
        [t`Zwischensumme brutto`, shown.goodsCents],
        [t`Versand brutto`, shown.shippingCents],
        [t`Verpackung brutto`, shown.packagingCents],
      ]
    : [
        [t`Zwischensumme netto`, shown.goodsCents],
        [t`Versand netto`, shown.shippingCents],
        [t`Verpackung netto`, shown.packagingCents],
        vat,
      ];
  const row = ([label, cents]: [string, number], className?: string) => (
    <div key={label} className={className}>
      <dt>{label}</dt>
      <dd>{money(cents)}</dd>
    </div>
  );
  return (
    <dl className="totals" part="totals">
      {rows.map((r) => row(r))}
      <div className="gross">
        <dt>{t`Gesamtsumme`}</dt>
        <dd>{money(shown.grossCents)}</dd>
      </div>
      {shown.showVAT && row(vat, "included")}
    </dl>
  );
}
