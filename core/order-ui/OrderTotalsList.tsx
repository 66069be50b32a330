import { useLingui } from "@lingui/react/macro";
import { countryName } from "../address/country-name.ts";
import { formatMoney } from "../pricing/money.ts";
import type { OrderTotals } from "../pricing/totals.ts";

/**
 * The VAT row's label: the rate and the delivery country it belongs to ("MwSt. 20 % (Österreich)";
 * 0 % is an export, "Ohne MwSt. (Ausfuhr Schweiz)"). Without a country (a VAT-free company, a stored
 * deal) the rate alone, 0 % as "Umsatzsteuerfrei".
 */
function useVatLabel({ vatPercent, vatCountry }: OrderTotals): string {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(vatPercent);
  if (!vatCountry) return vatPercent === 0 ? t`Umsatzsteuerfrei` : t`MwSt. ${percent} %`;
  const country = countryName(vatCountry.toUpperCase(), i18n.locale);
  return vatPercent === 0 ? t`Ohne MwSt. (Ausfuhr ${country})` : t`MwSt. ${percent} % (${country})`;
}

/** Net, shipping, packaging, VAT and gross, each in integer cents (cart, checkout, offer, thank-you page). */
export function OrderTotalsList({ totals, country }: { totals: OrderTotals; country: string }) {
  const { t } = useLingui();
  const money = (cents: number) => formatMoney(cents, country);
  const rows: [string, number][] = [
    [t`Warenwert netto`, totals.netCents],
    [t`Versandkosten netto`, totals.shippingCents],
    [t`Verpackungskosten netto`, totals.packagingCents],
    [useVatLabel(totals), totals.vatCents],
  ];
  return (
    <dl className="totals" part="totals">
      {rows.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(cents)}</dd>
        </div>
      ))}
      <div className="gross">
        <dt>{t`Gesamtsumme`}</dt>
        <dd>{money(totals.grossCents)}</dd>
      </div>
    </dl>
  );
}
