import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { tierFor, type DeliveryTier } from "../../core/delivery-time.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";

/** The delivery-times popup: each tier with its time; the tier of the current amount is marked. */
export function DeliveryTimes({ tiers, amount, unit }: { tiers: DeliveryTier[]; amount: number; unit: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (tiers.length === 0) return null;
  const current = tierFor(tiers, amount);
  const title = t`Lieferzeiten`;
  const range = (tier: DeliveryTier) =>
    tier.to === undefined ? t`ab ${tier.from} ${unit}` : tier.from === 0 ? t`bis ${tier.to} ${unit}` : t`${tier.from} bis ${tier.to} ${unit}`;

  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
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
    </>
  );
}
