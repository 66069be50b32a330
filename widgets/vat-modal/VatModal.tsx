import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $company, $showVAT, $vatChoiceMade } from "../../core/state/stores.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { shouldAskVat } from "./should-ask.ts";
import type { VatModalData } from "./vat-modal-data.ts";

/** On a first visit in the session, asks whether prices show with VAT; the stores it reads need no request. */
export function VatQuestion({ data, i18n }: { data: VatModalData; i18n: I18n | null }) {
  const ask = shouldAskVat({ choiceMade: useStore($vatChoiceMade), company: useStore($company), loggedIn: data.loggedIn });
  // Closing without an answer keeps the current display and counts as answered; a company that fixes
  // the display closes the question without an answer.
  const onDismiss = () => {
    if (ask) $vatChoiceMade.set(true);
  };
  return (
    <Translated i18n={i18n} placeholder={null}>
      <VatDialog open={ask} onDismiss={onDismiss} />
    </Translated>
  );
}

function VatDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const { t } = useLingui();
  const choose = (showVAT: boolean) => {
    $showVAT.set(showVAT);
    $vatChoiceMade.set(true);
  };
  return (
    <Dialog open={open} title={t`Preise mit oder ohne Mehrwertsteuer?`} onClose={onDismiss}>
      <p className="intro">{t`Willkommen! Wie möchten Sie unsere Preise sehen? Ihre Wahl gilt für diesen Besuch.`}</p>
      <div className="choices">
        <button type="button" className="primary" onClick={() => choose(true)}>
          {t`Preise mit Mehrwertsteuer (brutto)`}
        </button>
        <button type="button" onClick={() => choose(false)}>
          {t`Preise ohne Mehrwertsteuer (netto)`}
        </button>
      </div>
    </Dialog>
  );
}
