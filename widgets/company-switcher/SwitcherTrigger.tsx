import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $companies, $company } from "../../core/state/stores.ts";

/** The button that opens the switcher, with the current company; only for contacts with several companies. */
export function SwitcherTrigger({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const companies = useStore($companies);
  const choice = useStore($company);
  if (companies.length < 2) return null;
  return (
    <button type="button" className="trigger" aria-haspopup="dialog" part="trigger" onClick={onOpen}>
      <span className="action">{t`Firma wechseln`}</span> {choice && <span className="current">{choice.company.name}</span>}
    </button>
  );
}
