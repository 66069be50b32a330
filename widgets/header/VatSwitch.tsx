import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $company, $showVAT, $vatChoiceMade } from "../../core/state/stores.ts";
import { vatDisplay } from "../../core/pricing/vat.ts";

/**
 * The gross/net switch: on shows prices with VAT. Offered only where the company may choose
 * (core/pricing/vat.ts); every price on the page follows $showVAT at once. Using it is an answer
 * to the welcome modal's question, which is then not asked any more.
 */
export function VatSwitch() {
  const { t } = useLingui();
  const showVAT = useStore($showVAT);
  const company = useStore($company)?.company ?? null;
  if (!vatDisplay(company).canSwitch) return null;
  return (
    <button type="button" role="switch" aria-checked={showVAT} className="vat-switch" part="vat-switch" onClick={() => choose(!showVAT)}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      <span>{t`Preise inkl. MwSt.`}</span>
    </button>
  );
}

function choose(gross: boolean): void {
  $showVAT.set(gross);
  $vatChoiceMade.set(true);
}
