// Whether the gross/net welcome modal asks now (docs/decisions/vat-modal-first-visit.md): once per session, only
// when the visitor may choose (core/pricing/vat.ts), and for a logged-in contact only once their
// company is known, as it may fix the display.
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { vatDisplay } from "../../core/pricing/vat.ts";

export interface AskInput {
  /** $vatChoiceMade: answered (or closed) earlier in this session. */
  choiceMade: boolean;
  /** $company. */
  company: CompanyChoice | null;
  /** The data block's loggedIn. */
  loggedIn: boolean;
}

export function shouldAskVat({ choiceMade, company, loggedIn }: AskInput): boolean {
  if (choiceMade) return false;
  if (loggedIn && !company) return false;
  return vatDisplay(company?.company ?? null).canSwitch;
}
