// The totals of a cart or order in integer cents (sections 6 and 9): net of the lines, shipping fee,
// packaging cost, VAT on all three (shipping and packaging follow the goods), gross.
import { vatPercentFor } from "./pricing.ts";

export interface OrderTotals {
  netCents: number;
  shippingCents: number;
  packagingCents: number;
  vatPercent: number;
  vatCents: number;
  grossCents: number;
}

export function orderTotals(args: {
  lineNetCents: number[];
  shippingCents: number;
  packagingCents: number;
  /** The company's tax-status code ('3' is VAT-free), if a company is selected. */
  taxStatus: string | undefined;
  /** The selected VAT option in percent, or null for the default. */
  selectedVat: number | null;
}): OrderTotals {
  const netCents = args.lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const vatPercent = vatPercentFor(args.taxStatus, args.selectedVat);
  const taxable = netCents + args.shippingCents + args.packagingCents;
  const vatCents = Math.round((taxable * vatPercent) / 100);
  return { netCents, shippingCents: args.shippingCents, packagingCents: args.packagingCents, vatPercent, vatCents, grossCents: taxable + vatCents };
}
