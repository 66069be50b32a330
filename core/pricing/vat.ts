// VAT, all of it (specification sections 6 and 9): the rate that applies, gross from net and back,
// and whether prices show with VAT (gross) or without (net) and who may switch.
//
// The company's tax-status code `ust` decides (the CRM's codes; docs/decisions/tax-status-codes.md):
//   '3'  VAT-free: VAT is never added; prices are net and there is nothing to switch.
//   '1'  German VAT ID holder: always VAT-inclusive prices.
//   '2'  foreign VAT ID holder, verified by sales: prices without VAT.
//   '4'  foreign VAT ID holder, not yet verified: VAT-inclusive until sales has verified the ID.
//   ''   or anything else (private customers, guests): the visitor chooses.
// A company whose canSwitchGrossNet is false cannot switch: it keeps what its code gives, and a
// company without a fixed rule sees gross prices.
import type { Company } from "../api/schemas.ts";

/** Default VAT in percent (section 9). */
export const DEFAULT_VAT_PERCENT = 19;

/** Tax-status code of a VAT-free company: VAT is never added (section 6). */
export const VAT_FREE_TAX_STATUS = "3";

/** The VAT rate that applies: none for tax status '3', else the selected option, else 19 %. */
export function vatPercentFor(taxStatus: string | undefined, selectedVat: number | null): number {
  if (taxStatus === VAT_FREE_TAX_STATUS) return 0;
  return selectedVat ?? DEFAULT_VAT_PERCENT;
}

/** Adds VAT to a net amount in cents. */
export function grossCents(netCents: number, vatPercent: number): number {
  return Math.round((netCents * (100 + vatPercent)) / 100);
}

/** The price to display: gross when VAT is shown, else net. */
export function displayCents(netCents: number, showVAT: boolean, vatPercent: number): number {
  return showVAT ? grossCents(netCents, vatPercent) : netCents;
}

/** The net price of a shown price: divided by one plus VAT when VAT is displayed (section 9). */
export function netFromShownCents(shownCents: number, showVAT: boolean, vatPercent: number): number {
  return showVAT ? Math.round((shownCents * 100) / (100 + vatPercent)) : shownCents;
}

export const TAX_STATUS = { germanVatId: "1", foreignVatIdVerified: "2", vatFree: "3", foreignVatIdUnverified: "4" } as const;

export interface VatDisplay {
  /** The display this company must have, or null when the visitor may choose. */
  forced: boolean | null;
  /** Whether a gross/net switch is offered. */
  canSwitch: boolean;
}

export function vatDisplay(company: Pick<Company, "ust" | "canSwitchGrossNet"> | null): VatDisplay {
  const code = company?.ust ?? "";
  if (code === TAX_STATUS.vatFree || code === TAX_STATUS.foreignVatIdVerified) return { forced: false, canSwitch: false };
  if (code === TAX_STATUS.germanVatId || code === TAX_STATUS.foreignVatIdUnverified) return { forced: true, canSwitch: false };
  if (company && !company.canSwitchGrossNet) return { forced: true, canSwitch: false };
  return { forced: null, canSwitch: true };
}

/** The showVAT value to use: the forced one, else the visitor's choice. */
export function effectiveShowVAT(company: Pick<Company, "ust" | "canSwitchGrossNet"> | null, chosen: boolean): boolean {
  return vatDisplay(company).forced ?? chosen;
}
