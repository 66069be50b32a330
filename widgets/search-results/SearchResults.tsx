// <shop-search-results> (issue 21): the site search's hits of the page's term (?q=), filtered by kind
// with counts, in relevance or the articles by name or number (HitSort.tsx), a page at a time with the
// category's numbered pager (issue 31); term, kind, order and page live in the URL (search-url.ts), so
// reload, back and forward and a shared link show the same page. The search is asked at once, beside
// the catalog (earlyView); until it answers the hits' place shows at its height.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { track } from "../../core/analytics/track.ts";
import { ApiError } from "../../core/api/client.ts";
import { fetchSearch, MIN_TERM_LENGTH, type SearchPage } from "../../core/api/search.ts";
import { ArticleCardPlaceholder } from "../../core/browse-ui/ArticleCard.tsx";
import { Pager } from "../../core/browse-ui/Pager.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { type RequestState, useRequest } from "../../core/ui/use-request.ts";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { Hits } from "./Hits.tsx";
import { HitSort } from "./HitSort.tsx";
import { KindFilter } from "./KindFilter.tsx";
import { NoResults } from "./NoResults.tsx";
import type { SearchResultsData } from "./search-results-data.ts";
import { useSearchUrl } from "./search-url.ts";
import { firstPage, type SearchView, searchQuery } from "./search-view.ts";
import { nextStepUrls } from "../../core/element/shop-pages.ts";

export function SearchResults({ data, i18n }: { data: SearchResultsData; i18n: I18n | null }) {
  const { baseUrl, language, limit } = data;
  const [view, show] = useSearchUrl();
  const { term, kind, page, sort } = view;
  const { state, reload } = useRequest(
    term.length < MIN_TERM_LENGTH
      ? null
      : (signal) =>
          fetchSearch({ baseUrl, signal, ...searchQuery(view, language, limit) }).catch((error: unknown) => {
            if (!signal.aborted) console.error("[shop-widgets] search results", error);
            throw error;
          }),
    [baseUrl, language, limit, term, kind, page, sort],
  );
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="search-results" />}>
      <SearchResultsView data={data} view={view} show={show} state={state} reload={reload} />
    </Translated>
  );
}

interface ViewProps {
  data: SearchResultsData;
  view: SearchView;
  show: (view: SearchView) => void;
  state: RequestState<SearchPage>;
  reload: () => void;
}

/** The shop refused the page: it is past the last (the hits changed, or a link named a page too far). */
const isMissingPage = (error: unknown, page: number) =>
  page > 1 && error instanceof ApiError && error.kind === "http" && error.status === 400;

function SearchResultsView({ data, view, show, state, reload }: ViewProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const hitsTop = useRef<HTMLDivElement>(null);
  const { term, kind, page, sort } = view;
  // The counts of the term stay on the chips while another kind or page loads.
  const counts = useRef<{ term: string; counts: Record<string, number> }>({ term: "", counts: {} });
  if (state.status === "ready") counts.current = { term, counts: state.data.counts };
  const shownCounts = counts.current.term === term ? counts.current.counts : null;
  // GA4's search for analytics (with the visitor's consent only, core/analytics/track.ts): once per term
  // on this page, when its first answer is there, with the hits of every kind.
  const searched = useRef("");
  useEffect(() => {
    if (!shownCounts || searched.current === term) return;
    searched.current = term;
    track("search", { term, resultCount: Object.values(shownCounts).reduce((sum, hits) => sum + hits, 0) });
  });
  // A page turned: reading starts at the new hits' region at once, as the category's pager does (the
  // region stays while they load). A kind chosen or a page left after an error: at the heading once
  // the answer is there. An order chosen: focus stays on its select, which stays.
  const turned = useRef(false);
  useEffect(() => {
    if (state.status === "loading" || !turned.current) return;
    turned.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [state]);
  const turn = (next: SearchView, focus: "heading" | "hits" | null) => {
    const region = focus === "hits" ? hitsTop.current : null;
    turned.current = focus === "heading" || (focus === "hits" && !region);
    show(next);
    region?.focus({ preventScroll: true });
    region?.scrollIntoView({ block: "start" });
  };

  if (term.length < MIN_TERM_LENGTH)
    return (
      <section className="search-results" part="content">
        <h2 tabIndex={-1} {...FOCUS_HOME}>
          {t`Suche`}
        </h2>
        <p>{t`Bitte geben Sie mindestens zwei Zeichen in das Suchfeld ein.`}</p>
      </section>
    );

  const total = state.status === "ready" ? state.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / data.limit));
  const count = i18n.number(total);
  // An order sorts articles: offered where articles are found and shown (all kinds or the articles).
  const sortable = (shownCounts?.ARTICLE ?? 0) > 0 && (kind === null || kind === "ARTICLE");
  return (
    <section className="search-results" aria-labelledby={headingId} part="content">
      <h2 id={headingId} ref={heading} tabIndex={-1} {...FOCUS_HOME}>
        {t`Suchergebnisse für „${term}“`}
      </h2>
      {shownCounts && Object.keys(shownCounts).length > 0 && (
        <div className="search-tools">
          <KindFilter counts={shownCounts} kind={kind} onKind={(k) => turn(firstPage(term, k), "heading")} />
          {sortable && (
            <HitSort sort={sort} onSort={(s) => turn({ term, kind: s === "relevance" ? kind : "ARTICLE", page: 1, sort: s }, null)} />
          )}
        </div>
      )}
      {state.status === "error" ? (
        isMissingPage(state.error, page) ? (
          <div className="alert" role="alert" part="error">
            <p>{t`Seite ${page} gibt es für diese Suche nicht (mehr).`}</p>
            <button type="button" onClick={() => turn({ ...view, page: 1 }, "hits")} {...FOCUS_HOME}>
              {t`Zur ersten Seite`}
            </button>
          </div>
        ) : (
          <ErrorNotice error={state.error} onRetry={reload} />
        )
      ) : (
        // The page's hits, or their places while they load: the region stays, so focus put here by the
        // pager stays through the load (as the category's rows). The first answer brings the chips above
        // it: a new region then, so the places are replaced rather than moved down (no layout shift).
        <div ref={hitsTop} tabIndex={-1} className="hits" key={shownCounts ? "below-kinds" : "first"}>
          {state.status === "loading" ? (
            <Loading className="hits-pending">
              <ul className="article-cards">
                {Array.from({ length: Math.min(data.limit, 8) }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: places without an article of their own
                  <ArticleCardPlaceholder key={i} />
                ))}
              </ul>
            </Loading>
          ) : state.data.results.length === 0 && page === 1 ? (
            <NoResults
              term={term}
              spelling={state.data.spelling}
              baseUrl={data.baseUrl}
              language={data.language}
              onTerm={(spelling) => turn(firstPage(spelling), "heading")}
            />
          ) : (
            <>
              <p className="hit-count">{t`Seite ${page} von ${pages}, ${count} Treffer`}</p>
              <Hits
                hits={state.data.results}
                baseUrl={data.baseUrl}
                geoLocation={data.geoLocation}
                nextSteps={nextStepUrls(data)}
                first={(page - 1) * data.limit}
              />
              <Pager page={page} pages={pages} onPage={(p) => turn({ ...view, page: p }, "hits")} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
