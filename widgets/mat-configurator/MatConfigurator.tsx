import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import type { MatConfiguratorData } from "./mat-configurator-data.ts";
import { MatConfiguratorForm } from "./MatConfiguratorForm.tsx";
import { useMatCatalogue } from "./use-mat-catalogue.ts";

/** <shop-mat-configurator>: the boards and formats load at once, in parallel with the catalog. */
export function MatConfigurator({ data, i18n }: { data: MatConfiguratorData; i18n: I18n | null }) {
  const catalogue = useMatCatalogue(data);
  const { state } = catalogue;
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="mat-configurator" />}>
      <MatFrame>
        {state.status === "loading" ? (
          <Loading className="mat-configurator" />
        ) : state.status === "error" ? (
          <ErrorNotice error={state.error} onRetry={catalogue.reload} />
        ) : (
          <MatConfiguratorForm data={data} catalogue={state.data} />
        )}
      </MatFrame>
    </Translated>
  );
}

function MatFrame({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="mat-configurator" aria-labelledby="mat-configurator-title" part="content">
      <h2 id="mat-configurator-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Passepartout nach Maß`}
      </h2>
      {children}
    </section>
  );
}
