import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $company } from "../../core/state/stores.ts";
import { Dialog } from "../../core/ui/Dialog.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { CompanyList } from "./CompanyList.tsx";
import { CompanyListError } from "./CompanyListError.tsx";
import type { CompanyListState } from "./use-company-list.ts";

interface SwitcherDialogProps {
  open: boolean;
  /** false: the notice the switcher opened by itself (widgets/company-switcher/use-switcher-open.ts). */
  modal: boolean;
  onClose: () => void;
  state: CompanyListState;
  onRetry: () => void;
  onChoose: (id: string) => void;
}

/** The dialog: the company list, or while it loads a note, or the error under 'Fehler in der Anfrage'. */
export function SwitcherDialog({ open, modal, onClose, state, onRetry, onChoose }: SwitcherDialogProps) {
  const { t } = useLingui();
  const currentId = useStore($company)?.company.id;
  const title = state.status === "error" ? t`Fehler in der Anfrage` : t`Firma wechseln`;
  return (
    <Dialog open={open} modal={modal} title={title} onClose={onClose}>
      {state.status === "loading" && (
        // Where focus waits after "Erneut versuchen" (the retry button is gone).
        <p className="loading" role="status" tabIndex={-1} {...FOCUS_HOME}>
          {t`Ihre Firmen werden geladen …`}
        </p>
      )}
      {state.status === "error" && <CompanyListError problem={state.problem} error={state.error} onRetry={onRetry} />}
      {state.status === "ready" && <CompanyList list={state.list} currentId={currentId} onChoose={onChoose} />}
    </Dialog>
  );
}
