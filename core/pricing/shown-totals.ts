// The totals as the shopper's gross/net display shows them (docs/decisions/gross-net-labels.md): net
// rows as the order has them; gross rows with VAT in each, the VAT "included" rather than added. The
// goods row takes the rounding cents, so the rows always add up to the total to pay. Where no VAT
// applies (a VAT-free company, an export) gross and net are the same and the rows say net.
import type { OrderTotals } from "./totals.ts";
import { grossCents } from "./vat.ts";

export interface ShownTotals {
  /** Whether the rows include VAT (gross, labelled "brutto") or not (net). */
  showVAT: boolean;
  goodsCents: number;
  shippingCents: number;
  packagingCents: number;
  /** Added to the rows (net) or included in them (gross). */
  vatCents: number;
  grossCents: number;
}

/** Whether prices shown under `showVAT` at `vatPercent` include VAT: labelled gross ("brutto"). */
export const includesVat = (showVAT: boolean, vatPercent: number): boolean => showVAT && vatPercent > 0;

export function shownTotals(totals: OrderTotals, showVAT: boolean): ShownTotals {
  const { netCents, shippingCents, packagingCents, vatCents, vatPercent } = totals;
  if (!includesVat(showVAT, vatPercent))
    return { showVAT: false, goodsCents: netCents, shippingCents, packagingCents, vatCents, grossCents: totals.grossCents };
  const shipping = grossCents(shippingCents, vatPercent);
  const packaging = grossCents(packagingCents, vatPercent);
  return {
    showVAT: true,
    goodsCents: totals.grossCents - shipping - packaging,
    shippingCents: shipping,
    packagingCents: packaging,
    vatCents,
    grossCents: totals.grossCents,
  };
}
