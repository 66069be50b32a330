import type { I18n } from "@lingui/core";
import { selectCompany, setCompanies } from "../../core/state/stores.ts";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import type { SwitcherData } from "./switcher-data.ts";
import { SwitcherDialog } from "./SwitcherDialog.tsx";
import { SwitcherTrigger } from "./SwitcherTrigger.tsx";
import { useCompanyList } from "./use-company-list.ts";
import { useSwitcherOpen } from "./use-switcher-open.ts";

/** The switcher of a logged-in contact; without a contact it renders nothing. */
export function CompanySwitcher({ data, i18n }: { data: SwitcherData; i18n: I18n | null }) {
  return data.contactid ? <Switcher baseUrl={data.baseUrl} contactId={data.contactid} trigger={data.trigger} i18n={i18n} /> : null;
}

/** The list loads at once, in parallel with the catalog. */
function Switcher({ baseUrl, contactId, trigger, i18n }: { baseUrl: string; contactId: string; trigger: boolean; i18n: I18n | null }) {
  const { state, reload } = useCompanyList(baseUrl, contactId);
  const [open, setOpen] = useSwitcherOpen(state);

  const choose = (id: string) => {
    if (state.status !== "ready") return;
    setCompanies(state.list);
    // Only a company of the list is accepted; selectCompany fires company-set.
    if (selectCompany(id)) setOpen(false);
  };

  return (
    <Translated i18n={i18n} placeholder={null}>
      {trigger && <SwitcherTrigger onOpen={() => setOpen(true)} />}
      <SwitcherDialog
        open={open !== "closed"}
        modal={open !== "notice"}
        onClose={() => setOpen(false)}
        state={state}
        onRetry={reload}
        onChoose={choose}
      />
    </Translated>
  );
}
