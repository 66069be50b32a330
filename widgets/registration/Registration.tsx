import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { RegistrationData } from "./registration-data.ts";

/** <shop-registration>, once its catalog is there. */
export function Registration({ data }: { data: RegistrationData }) {
  const { t } = useLingui();
  return (
    <section className="registration" aria-labelledby="registration-title" part="content">
      <h2 id="registration-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
