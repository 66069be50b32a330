import type { I18n } from "@lingui/core";
import type { ElementProps } from "../../core/element/define.ts";
import type { Catalogs } from "../../core/element/i18n.ts";
import { selectCompany, setCompanies } from "../../core/state/stores.ts";
import { Translated, WidgetShell } from "../../core/ui/WidgetShell.tsx";
import { SwitcherDataSchema } from "./switcher-data.ts";
import { SwitcherDialog } from "./SwitcherDialog.tsx";
import { SwitcherTrigger } from "./SwitcherTrigger.tsx";
import { useCompanyList } from "./use-company-list.ts";
import { useSwitcherOpen } from "./use-switcher-open.ts";

export const TAG = "shop-company-switcher";

const catalogs: Catalogs = {
  de: () => import("../../locales/de/company-switcher.ts"),
  en: () => import("../../locales/en/company-switcher.ts"),
  fr: () => import("../../locales/fr/company-switcher.ts"),
};

/**
 * The company switcher: a modal with the logged-in contact's companies.
 * @attr data - the data block as JSON (docs/elements/company-switcher.md)
 * @event company-set - on window, when a company was chosen (fired by selectCompany)
 * @listens shop-open-company-switcher - on window: opens the dialog
 * @csspart trigger, dialog, error
 */
export function CompanySwitcher({ data }: ElementProps) {
  return (
    <WidgetShell tag={TAG} data={data} schema={SwitcherDataSchema} catalogs={catalogs} placeholder={null}>
      {(block, i18n) =>
        block.contactid ? <Switcher baseUrl={block.baseUrl} contactId={block.contactid} trigger={block.trigger} i18n={i18n} /> : null
      }
    </WidgetShell>
  );
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
      <SwitcherDialog open={open} onClose={() => setOpen(false)} state={state} onRetry={reload} onChoose={choose} />
    </Translated>
  );
}
