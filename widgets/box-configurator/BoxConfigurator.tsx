import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { BoxConfiguratorData } from "./box-configurator-data.ts";

/** <shop-box-configurator>, once its catalog is there. */
export function BoxConfigurator({ data }: { data: BoxConfiguratorData }) {
  const { t } = useLingui();
  return (
    <section className="box-configurator" aria-labelledby="box-configurator-title" part="content">
      <h2 id="box-configurator-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
