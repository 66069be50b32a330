import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { defaultUnit } from "../../core/configurator/units.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import type { BoxConfiguratorData } from "./box-configurator-data.ts";
import { ConfiguratorForm } from "./ConfiguratorForm.tsx";
import { useBoxCatalogue } from "./use-box-catalogue.ts";
import { useBoxUrl } from "./use-box-url.ts";

/**
 * <shop-box-configurator>: the catalogue's requests start at once, beside the catalog's load; the form
 * shows once the categories are there (the types and boards follow in their own sections).
 */
export function BoxConfiguratorPage({ data, i18n }: { data: BoxConfiguratorData; i18n: I18n | null }) {
  const box = useBoxUrl(defaultUnit(data.geoLocation));
  const catalogue = useBoxCatalogue(data, box.url);
  const { categories } = catalogue;
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="box-configurator" />}>
      {categories.state.status === "loading" ? (
        <Loading className="box-configurator" />
      ) : (
        <Frame lang={data.language}>
          {categories.state.status === "error" ? (
            <ErrorNotice error={categories.state.error} onRetry={categories.reload} />
          ) : (
            <ConfiguratorForm data={data} box={box} categories={categories.state.data} catalogue={catalogue} />
          )}
        </Frame>
      )}
    </Translated>
  );
}

/** The section in the block's language, so screen readers read it so and long words hyphenate in it. */
function Frame({ lang, children }: { lang: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="box-configurator" lang={lang} aria-labelledby="box-title" part="content">
      <h2 id="box-title" className="title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Archivkarton nach Maß`}
      </h2>
      {children}
    </section>
  );
}
