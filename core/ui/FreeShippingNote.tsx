import { useLingui } from "@lingui/react/macro";
import type { DeliveryCosts } from "../pricing/delivery-costs.ts";

/** How far the shop's free-shipping threshold is (net goods value); nothing where a delivery never ships free. */
export function FreeShippingNote({ costs, money }: { costs: DeliveryCosts; money: (cents: number) => string }) {
  const { t } = useLingui();
  const { freeFromCents, missingCents } = costs;
  if (freeFromCents === null || missingCents === null) return null;
  const threshold = money(freeFromCents);
  const missing = money(missingCents);
  return (
    <p className="free-shipping" part="free-shipping">
      {missingCents > 0
        ? t`Versandkostenfrei ab ${threshold} Warenwert (netto): es fehlen noch ${missing}.`
        : t`Versandkostenfrei: der Warenwert erreicht ${threshold} (netto).`}
    </p>
  );
}
