import { useLingui } from "@lingui/react/macro";
import { tierFor, type DeliveryTier } from "../../core/delivery-time.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";
import type { PopupProps } from "../../core/ui/PopupButton.tsx";

export interface DeliveryTimesProps {
  tiers: DeliveryTier[];
  amount: number;
  unit: string;
}

/** The delivery-times popup: each tier with its time; the tier of the current amount is marked. */
export default function DeliveryTimesDialog({ tiers, amount, unit, open, onClose }: DeliveryTimesProps & PopupProps) {
  const { t } = useLingui();
  const current = tierFor(tiers, amount);
  const range = (tier: DeliveryTier) =>
    tier.to === undefined ? t`ab ${tier.from} ${unit}` : tier.from === 0 ? t`bis ${tier.to} ${unit}` : t`${tier.from} bis ${tier.to} ${unit}`;

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
            <tr key={tier.id} className={tier === current ? "current" : undefined} aria-current={tier === current ? "true" : undefined}>
              <th scope="row">
                {range(tier)}
                {tier === current && <span className="badge"> {t`(Ihre Menge)`}</span>}
              </th>
              <td>{tier.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
