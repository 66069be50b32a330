import { useLingui } from "@lingui/react/macro";
import { fetchSuperCategories } from "../../core/api/browse.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading } from "../../core/ui/Loading.tsx";
import { useRequest } from "../../core/ui/use-request.ts";
import type { CategoryData } from "./category-data.ts";
import { CategoryProblem, NOT_FOUND } from "./CategoryProblem.tsx";
import { CategoryTiles } from "./CategoryTiles.tsx";

/** A super-category: its heading and summary, its product categories as tiles. */
export function SuperCategoryPage({ data, id }: { data: CategoryData; id: string }) {
  const { t } = useLingui();
  const { state, reload } = useRequest(
    async (signal) => {
      const { superCategories } = await fetchSuperCategories({ baseUrl: data.baseUrl, language: data.language, signal });
      const found = superCategories.find((s) => s.id === id);
      if (!found) {
        console.error(`[shop-widgets] <shop-category>: no super-category ${id}`);
        throw NOT_FOUND;
      }
      return found;
    },
    [data.baseUrl, data.language, id],
  );
  if (state.status === "loading") return <Loading className="category" />;
  if (state.status === "error") return <CategoryProblem error={state.error} onRetry={reload} language={data.language} />;
  const sup = state.data;
  return (
    <section className="category super-category" aria-labelledby="category-title" part="content">
      <h2 id="category-title" tabIndex={-1} {...FOCUS_HOME}>
        {sup.name}
      </h2>
      {sup.summary && <p className="category-summary">{sup.summary}</p>}
      <CategoryTiles tiles={sup.categories} label={t`Kategorien`} />
    </section>
  );
}
