import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../format.ts";
import type { OrderTotals } from "../order-totals.ts";

/** Net, shipping, packaging, VAT and gross, each in integer cents (cart, checkout, thank-you page). */
export function OrderTotalsList({ totals, country }: { totals: OrderTotals; country: string }) {
  const { t } = useLingui();
  const money = (cents: number) => formatMoney(cents, country);
  const rows: [string, number][] = [
    [t`Warenwert netto`, totals.netCents],
    [t`Versandkosten netto`, totals.shippingCents],
    [t`Verpackungskosten netto`, totals.packagingCents],
    [totals.vatPercent === 0 ? t`Umsatzsteuerfrei` : t`MwSt. ${totals.vatPercent} %`, totals.vatCents],
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
