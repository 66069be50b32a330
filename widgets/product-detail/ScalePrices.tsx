import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatAmount, unitName } from "../../core/format/units.ts";
import { formatNumber } from "../../core/format/number.ts";
import type { ScaleEntry } from "../../core/pricing/scale.ts";

interface ScalePricesProps {
  /** The entries to offer (visibleScale): from the smallest order unit, sorted, no duplicates. */
  entries: ScaleEntry[];
  /** The quantity of the entry whose price applies to the amount now. */
  appliedQuantity: number | undefined;
  /** The unit as the CRM names it; shown in the page's language (core/format/units.ts). */
  unit: string;
  /** A unit price as displayed (with or without VAT). */
  price: (unitCents: number) => string;
  onChoose: (quantity: number) => void;
}

/**
 * The price scale behind a disclosure button: a table of rows, each with a button that chooses its
 * quantity. Only a press chooses; arrow keys and Tab never change the amount (a closed select did).
 * The table stays open after a choice and focus stays on the pressed button.
 */
export function ScalePrices({ entries, appliedQuantity, unit, price, onChoose }: ScalePricesProps) {
  const { t, i18n } = useLingui();
  const per = unitName(unit, i18n.locale);
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  const tableId = useId();
  return (
    <div className="scale-prices">
      <button
        type="button"
        id={toggleId}
        className="link scale-toggle"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen(!open)}
      >
        {t`Staffelpreise`}
      </button>
      <table id={tableId} className="scale" aria-labelledby={toggleId} hidden={!open}>
        <thead>
          <tr>
            <th scope="col">{t`Menge`}</th>
            <th scope="col">{t`Preis je ${per}`}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.quantity}
              className={entry.quantity === appliedQuantity ? "current" : undefined}
              aria-current={entry.quantity === appliedQuantity ? "true" : undefined}
            >
              <th scope="row">{t`ab ${formatAmount(entry.quantity, unit, i18n.locale)}`}</th>
              <td>{price(entry.unitCents)}</td>
              <td>
                <button
                  type="button"
                  aria-label={t`Menge ${formatNumber(entry.quantity, i18n.locale)} wählen`}
                  onClick={() => onChoose(entry.quantity)}
                >
                  {t`Wählen`}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
