import { useLingui } from "@lingui/react/macro";
import type { CSSProperties } from "react";
import { fetchProductCategory } from "../../core/api/browse.ts";
import { fetchCategoryArticles } from "../../core/api/category-articles.ts";
import { trail } from "../../core/browse/breadcrumb-trail.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { Breadcrumbs } from "../../core/ui/Breadcrumbs.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading } from "../../core/ui/Loading.tsx";
import { useRequest } from "../../core/ui/use-request.ts";
import type { CategoryData } from "./category-data.ts";
import { CategoryList } from "./CategoryList.tsx";
import { CategoryProblem } from "./CategoryProblem.tsx";
import { CategoryTiles } from "./CategoryTiles.tsx";
import { Description, loadSanitizer } from "./Description.tsx";

/**
 * A product category: breadcrumb, heading, description, sub-categories, then its articles. The
 * category, its articles and the description's sanitiser are asked for at once; the heading shows
 * when the category and the sanitiser are there, so the description never pushes the list down.
 */
export function ProductCategoryPage({ data, id }: { data: CategoryData; id: string }) {
  const { t } = useLingui();
  const call = { baseUrl: data.baseUrl, language: data.language };
  const info = useRequest((signal) => fetchProductCategory({ ...call, id, signal }), [data.baseUrl, data.language, id]);
  const articles = useRequest(
    (signal) => fetchCategoryArticles({ ...call, categoryId: id, geoLocation: data.geoLocation, signal }).then((a) => a.articles),
    [data.baseUrl, data.language, data.geoLocation, id],
  );

  const sanitizer = useRequest(() => loadSanitizer(), []);

  if (info.state.status === "loading" || sanitizer.state.status === "loading") return <Loading className="category" />;
  if (info.state.status === "error") {
    const retry = () => {
      info.reload();
      articles.reload();
    };
    return <CategoryProblem error={info.state.error} onRetry={retry} language={data.language} />;
  }
  const category = info.state.data;
  const list = articles.state;
  const parent = category.superCategory.name;
  return (
    // The page size sizes the list's space while its articles load (category.css).
    <section className="category" aria-labelledby="category-title" part="content" style={{ "--page-rows": data.pageSize } as CSSProperties}>
      <Breadcrumbs trail={trail({ name: t`Start`, url: shopPageUrl("shop", data) }, [category.superCategory], category.name)} complete />
      <h2 id="category-title" tabIndex={-1} {...FOCUS_HOME}>
        {category.name}
      </h2>
      <Description html={category.description} sanitize={sanitizer.state.status === "ready" ? sanitizer.state.data : null} />
      <CategoryTiles tiles={category.children} label={t`Unterkategorien`} />
      {list.status === "loading" ? (
        <Loading className="category-list" />
      ) : list.status === "error" ? (
        <CategoryProblem error={list.error} onRetry={articles.reload} language={data.language} />
      ) : list.data.length === 0 ? (
        <p className="category-empty" role="status">
          {t`In dieser Kategorie gibt es derzeit keine Artikel.`} <a href={category.superCategory.url}>{t`Zu ${parent}`}</a>
        </p>
      ) : (
        <CategoryList data={data} articles={list.data} chosenColumns={category.columns} name={category.name} />
      )}
    </section>
  );
}
