import { useLingui } from "@lingui/react/macro";
import { formatAmount } from "../format/units.ts";
import { formatMoney } from "../pricing/money.ts";
import { includesVat } from "../pricing/shown-totals.ts";
import { grossCents } from "../pricing/vat.ts";
import { BreakableText } from "../ui/BreakableText.tsx";
import { useShowVAT } from "../ui/use-show-vat.ts";

/** One order line as the overview and the thank-you page show it; prices net, in cents. */
export interface OrderLineView {
  key: string;
  name: string;
  articleNumber: string;
  amount: number;
  /** The unit as the CRM names it ("Rolle"); shown in the page's language (core/format/units.ts). */
  unit: string;
  unitNetCents: number;
  lineNetCents: number;
}

/**
 * The lines of an order or offer: article, amount, unit and line price, net or gross (with
 * `vatPercent`, the order's rate) as prices are shown, and labelled so. On a narrow element each
 * line stacks and shows its column names from `data-label` (order-ui.css, generated content with empty
 * alternative text: screen readers have the column headers). The explicit roles keep the table's
 * semantics in browsers that drop them when CSS changes a table's display.
 */
export function OrderLinesTable({
  lines,
  country,
  vatPercent,
  showVAT,
}: {
  lines: readonly OrderLineView[];
  country: string;
  vatPercent: number;
  /** Gross or net as when the order was made (the thank-you page); the page's display without. */
  showVAT?: boolean;
}) {
  const { t, i18n } = useLingui();
  const shownNow = useShowVAT();
  const gross = includesVat(showVAT ?? shownNow, vatPercent);
  const money = (netCents: number) => formatMoney(gross ? grossCents(netCents, vatPercent) : netCents, country);
  const columns = gross
    ? [t`Artikel`, t`Menge`, t`Einzelpreis brutto`, t`Gesamt brutto`]
    : [t`Artikel`, t`Menge`, t`Einzelpreis netto`, t`Gesamt netto`];
  const labelled = (column: number, value: string) => (
    <td role="cell" data-label={columns[column]}>
      {value}
    </td>
  );
  return (
    <table className="order-lines" part="lines" role="table">
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {lines.map((line) => (
          <tr key={line.key} role="row">
            <td role="cell">
              <span className="name">{line.name}</span> <BreakableText className="number" text={line.articleNumber} />
            </td>
            {labelled(1, formatAmount(line.amount, line.unit, i18n.locale))}
            {labelled(2, money(line.unitNetCents))}
            {labelled(3, money(line.lineNetCents))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
