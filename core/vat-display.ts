// Whether prices show with VAT (gross) or without (net), and who may switch (specification section 6).
//
// The company's tax-status code `ust` decides (the CRM's codes; README, "Rules and decisions"):
//   '3'  VAT-free: VAT is never added; prices are net and there is nothing to switch.
//   '1'  German VAT ID holder: always VAT-inclusive prices.
//   '2'  foreign VAT ID holder, verified by sales: prices without VAT.
//   '4'  foreign VAT ID holder, not yet verified: VAT-inclusive until sales has verified the ID.
//   ''   or anything else (private customers, guests): the visitor chooses.
// A company whose canSwitchGrossNet is false cannot switch: it keeps what its code gives, and a
// company without a fixed rule sees gross prices.
import type { Company } from "./api/schemas.ts";

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
