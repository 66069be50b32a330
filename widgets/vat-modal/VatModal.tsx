import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ElementProps } from "../../core/element/define.ts";
import type { Catalogs } from "../../core/element/i18n.ts";
import { $company, $showVAT, $vatChoiceMade } from "../../core/state/stores.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";
import { Translated, WidgetShell } from "../../core/ui/WidgetShell.tsx";
import { shouldAskVat } from "./should-ask.ts";
import { VatModalDataSchema, type VatModalData } from "./vat-modal-data.ts";

export const TAG = "shop-vat-modal";

const catalogs: Catalogs = {
  de: () => import("../../locales/de/vat-modal.ts"),
  en: () => import("../../locales/en/vat-modal.ts"),
  fr: () => import("../../locales/fr/vat-modal.ts"),
};

/**
 * The gross/net welcome modal: on a first visit in the session, asks whether prices show with VAT.
 * @attr data - the data block as JSON (docs/elements/vat-modal.md)
 * @csspart dialog
 */
export function VatModal({ data }: ElementProps) {
  return (
    <WidgetShell tag={TAG} data={data} schema={VatModalDataSchema} catalogs={catalogs} placeholder={null}>
      {(block, i18n) => <VatQuestion data={block} i18n={i18n} />}
    </WidgetShell>
  );
}

function VatQuestion({ data, i18n }: { data: VatModalData; i18n: I18n | null }) {
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
