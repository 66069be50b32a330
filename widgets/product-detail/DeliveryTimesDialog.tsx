import { useLingui } from "@lingui/react/macro";
import type { DeliveryTier, TierId } from "../../core/catalog/delivery-time.ts";
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
  const { t } = useLingui();
  const range = (tier: DeliveryTier) =>
    tier.to === undefined
      ? t`ab ${tier.from} ${unit}`
      : tier.from === 0
        ? t`bis ${tier.to} ${unit}`
        : t`${tier.from} bis ${tier.to} ${unit}`;

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
