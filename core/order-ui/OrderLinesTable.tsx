import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../format.ts";

/** One order line as the overview and the thank-you page show it; prices net, in cents. */
export interface OrderLineView {
  key: string;
  name: string;
  articleNumber: string;
  amount: number;
  unit: string;
  unitNetCents: number;
  lineNetCents: number;
}

/** The lines of an order or offer: article, amount, net unit and line price. */
export function OrderLinesTable({ lines, country }: { lines: readonly OrderLineView[]; country: string }) {
  const { t } = useLingui();
  const money = (cents: number) => formatMoney(cents, country);
  return (
    <table className="order-lines" part="lines">
      <thead>
        <tr>
          <th scope="col">{t`Artikel`}</th>
          <th scope="col">{t`Menge`}</th>
          <th scope="col">{t`Einzelpreis netto`}</th>
          <th scope="col">{t`Gesamt netto`}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>
              <span className="name">{line.name}</span> <span className="number">{line.articleNumber}</span>
            </td>
            <td>
              {line.amount} {line.unit}
            </td>
            <td>{money(line.unitNetCents)}</td>
            <td>{money(line.lineNetCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
