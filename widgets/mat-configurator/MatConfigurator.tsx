import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { MatConfiguratorData } from "./mat-configurator-data.ts";

/** <shop-mat-configurator>, once its catalog is there. */
export function MatConfigurator({ data }: { data: MatConfiguratorData }) {
  const { t } = useLingui();
  return (
    <section className="mat-configurator" aria-labelledby="mat-configurator-title" part="content">
      <h2 id="mat-configurator-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
