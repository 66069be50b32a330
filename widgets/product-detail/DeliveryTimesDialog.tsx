import { useLingui } from "@lingui/react/macro";
import type { DeliveryTier, TierId } from "../../core/catalog/delivery-time.ts";
import { formatNumber } from "../../core/format/number.ts";
import { formatAmount } from "../../core/format/units.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";
import type { PopupProps } from "../../core/ui/PopupButton.tsx";

export interface DeliveryTimesProps {
  tiers: DeliveryTier[];
  /** The tier of the current amount. */
  currentId: TierId | undefined;
  unit: string;
}

/** The delivery-times popup: each tier with its time; the tier of the current amount is marked. */
export default function DeliveryTimesDialog({ tiers, currentId, unit, open, onClose }: DeliveryTimesProps & PopupProps) {
  const { t, i18n } = useLingui();
  const amount = (count: number) => formatAmount(count, unit, i18n.locale);
  const range = (tier: DeliveryTier) => {
    if (tier.to === undefined) return t`ab ${amount(tier.from)}`;
    if (tier.from === 0) return t`bis ${amount(tier.to)}`;
    const from = formatNumber(tier.from, i18n.locale);
    return t`${from} bis ${amount(tier.to)}`;
  };

  return (
    <Dialog open={open} title={t`Lieferzeiten`} onClose={onClose}>
      <table className="tiers">
        <thead>
          <tr>
            <th scope="col">{t`Menge`}</th>
            <th scope="col">{t`Lieferzeit`}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr
              key={tier.id}
              className={tier.id === currentId ? "current" : undefined}
              aria-current={tier.id === currentId ? "true" : undefined}
            >
              <th scope="row">
                {range(tier)}
                {tier.id === currentId && <span className="badge"> {t`(Ihre Menge)`}</span>}
              </th>
              <td>{tier.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
