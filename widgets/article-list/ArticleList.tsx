// <shop-article-list>: the articles a CMS editor chose (issue 20: the start page's featured articles),
// as article cards with their prices and quick add. The articles come from related-articles/get
// without a product (docs/api.md#related-articles), asked for at once, beside the catalog; until they
// are there, the cards' places show at their final size, so nothing below the list moves.
import type { I18n } from "@lingui/core";
import { useId } from "react";
import { fetchRelatedArticles, type ListArticle } from "../../core/api/listed-articles.ts";
import { ArticleCardPlaceholder } from "../../core/browse-ui/ArticleCard.tsx";
import { ArticleCards } from "../../core/browse-ui/ArticleCards.tsx";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { type RequestState, useRequest } from "../../core/ui/use-request.ts";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import type { ArticleListData } from "./article-list-data.ts";

export function ArticleList({ data, i18n }: { data: ArticleListData; i18n: I18n | null }) {
  const { baseUrl, language, geoLocation, articleIds } = data;
  const { state, reload } = useRequest(
    (signal) =>
      fetchRelatedArticles({ baseUrl, language, geoLocation, ids: articleIds, suggest: false, limit: articleIds.length, signal }).then(
        ({ articles }) => {
          const missing = articleIds.filter((id) => !articles.some((article) => article.id === id));
          // The editor's list names articles the shop does not have (any more): the others show.
          if (missing.length > 0) console.warn(`[shop-widgets] article list: no article ${missing.join(", ")}`);
          return articles;
        },
        (error: unknown) => {
          if (!signal.aborted) console.error("[shop-widgets] article list", error);
          throw error;
        },
      ),
    [baseUrl, language, geoLocation, articleIds.join(",")],
  );
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="article-list" />}>
      <ArticleListView data={data} state={state} reload={reload} />
    </Translated>
  );
}

/** The list for analytics: its id, and its name unless the block gives it a heading. */
const LIST = { id: "article-list", name: "Article list" };

function ArticleListView({ data, state, reload }: { data: ArticleListData; state: RequestState<ListArticle[]>; reload: () => void }) {
  const headingId = useId();
  const { heading } = data;
  if (state.status === "error") return <ErrorNotice error={state.error} onRetry={reload} />;
  if (state.status === "ready" && state.data.length === 0) return null;
  const cards =
    state.status === "loading" ? (
      <Loading className="article-list-pending">
        <ul className="article-cards">
          {data.articleIds.map((id) => (
            <ArticleCardPlaceholder key={id} />
          ))}
        </ul>
      </Loading>
    ) : (
      <ArticleCards articles={state.data} list={{ ...LIST, name: heading || LIST.name }} block={data} />
    );
  return (
    <section className="article-list" aria-labelledby={heading ? headingId : undefined} part="content">
      {heading && <h2 id={headingId}>{heading}</h2>}
      {cards}
    </section>
  );
}
