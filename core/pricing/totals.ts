// The totals of a cart or order in integer cents (sections 6 and 9): net of the lines, shipping fee,
// packaging cost, VAT on all three (shipping and packaging follow the goods), gross.
import { VAT_FREE_TAX_STATUS, vatPercentFor } from "./vat.ts";

export interface OrderTotals {
  netCents: number;
  shippingCents: number;
  packagingCents: number;
  vatPercent: number;
  vatCents: number;
  grossCents: number;
  /** The delivery country whose VAT rate applied (lower case); absent for a VAT-free company or when not known. */
  vatCountry?: string;
}

export function orderTotals(args: {
  lineNetCents: number[];
  shippingCents: number;
  packagingCents: number;
  /** The company's tax-status code ('3' is VAT-free), if a company is selected. */
  taxStatus: string | undefined;
  /** The selected VAT option in percent, or null for the default. */
  selectedVat: number | null;
  /** The delivery country the VAT option is for: the totals name it with the rate. */
  country?: string;
}): OrderTotals {
  const netCents = args.lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const vatPercent = vatPercentFor(args.taxStatus, args.selectedVat);
  const taxable = netCents + args.shippingCents + args.packagingCents;
  const vatCents = Math.round((taxable * vatPercent) / 100);
  const totals = {
    netCents,
    shippingCents: args.shippingCents,
    packagingCents: args.packagingCents,
    vatPercent,
    vatCents,
    grossCents: taxable + vatCents,
  };
  // A VAT-free company pays no VAT whatever the country: no country's rate applied.
  return args.country && args.taxStatus !== VAT_FREE_TAX_STATUS ? { ...totals, vatCountry: args.country } : totals;
}
