import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { TrackingData } from "./tracking-data.ts";

/** <shop-tracking>, once its catalog is there. */
export function Tracking({ data }: { data: TrackingData }) {
  const { t } = useLingui();
  return (
    <section className="tracking" aria-labelledby="tracking-title" part="content">
      <h2 id="tracking-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
