import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { CategoryData } from "./category-data.ts";

/** <shop-category>, once its catalog is there. */
export function Category({ data }: { data: CategoryData }) {
  const { t } = useLingui();
  return (
    <section className="category" aria-labelledby="category-title" part="content">
      <h2 id="category-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
