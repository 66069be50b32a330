import { useLingui } from "@lingui/react/macro";
import type { CategoryIndex } from "../../core/browse/article-index.ts";
import type { FilterKey } from "../../core/browse/filters.ts";
import { useFilterName } from "./use-filter-name.ts";

/** An empty result names the filter whose removal brings back the most articles, with a button that removes it. */
export function EmptyResult({ index, filter, onLoosen }: { index: CategoryIndex; filter: FilterKey; onLoosen: () => void }) {
  const { t } = useLingui();
  const name = useFilterName(index)(filter);
  return (
    <div className="empty-result" part="empty-result">
      <p>{t`Kein Artikel passt zu allen Filtern. Die meisten Artikel schließt der Filter „${name}“ aus.`}</p>
      <button type="button" onClick={onLoosen}>
        {t`Filter „${name}“ entfernen`}
      </button>
    </div>
  );
}
