// <shop-search-results> (issue 21): the site search's hits of the page's term (?q=), filtered by kind
// with counts, a page at a time through the answer's cursors; term, kind and page live in the URL
// (search-url.ts), so reload, back and forward and a shared link show the same page. The search is
// asked at once, beside the catalog (earlyView); until it answers the hits' place shows at its height.
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { fetchSearch, MIN_TERM_LENGTH, type SearchPage } from "../../core/api/search.ts";
import { ArticleCardPlaceholder } from "../../core/browse-ui/ArticleCard.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { type RequestState, useRequest } from "../../core/ui/use-request.ts";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { Hits } from "./Hits.tsx";
import { KindFilter } from "./KindFilter.tsx";
import { NoResults } from "./NoResults.tsx";
import type { SearchResultsData } from "./search-results-data.ts";
import { useSearchUrl } from "./search-url.ts";
import type { SearchView } from "./search-view.ts";
import { nextStepUrls } from "../../core/element/shop-pages.ts";

export function SearchResults({ data, i18n }: { data: SearchResultsData; i18n: I18n | null }) {
  const { baseUrl, language, limit } = data;
  const [view, show] = useSearchUrl();
  const { term, kind, trail } = view;
  const after = trail.at(-1);
  const { state, reload } = useRequest(
    term.length < MIN_TERM_LENGTH
      ? null
      : (signal) =>
          fetchSearch({ baseUrl, language, term, limit, after, types: kind ? [kind] : undefined, signal }).catch((error: unknown) => {
            if (!signal.aborted) console.error("[shop-widgets] search results", error);
            throw error;
          }),
    [baseUrl, language, limit, term, kind, after],
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

function SearchResultsView({ data, view, show, state, reload }: ViewProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { term, kind, trail } = view;
  // The counts of the term stay on the chips while another kind or page loads.
  const counts = useRef<{ term: string; counts: Record<string, number> }>({ term: "", counts: {} });
  if (state.status === "ready") counts.current = { term, counts: state.data.counts };
  const shownCounts = counts.current.term === term ? counts.current.counts : null;
  // A page turned or a kind chosen by the shopper: reading starts again at the heading.
  const turned = useRef(false);
  useEffect(() => {
    if (state.status !== "ready" || !turned.current) return;
    turned.current = false;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, [state]);
  const turn = (next: SearchView) => {
    turned.current = true;
    show(next);
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

  const page = trail.length + 1;
  const total = state.status === "ready" ? state.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / data.limit));
  const count = i18n.number(total);
  return (
    <section className="search-results" aria-labelledby={headingId} part="content">
      <h2 id={headingId} ref={heading} tabIndex={-1} {...FOCUS_HOME}>
        {t`Suchergebnisse für „${term}“`}
      </h2>
      {shownCounts && Object.keys(shownCounts).length > 0 && (
        <KindFilter counts={shownCounts} kind={kind} onKind={(k) => turn({ term, kind: k, trail: [] })} />
      )}
      {state.status === "error" ? (
        <ErrorNotice error={state.error} onRetry={reload} />
      ) : state.status === "loading" ? (
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
          onTerm={(spelling) => turn({ term: spelling, kind: null, trail: [] })}
        />
      ) : (
        <>
          <p className="hit-count">{t`Seite ${page} von ${pages}, ${count} Treffer`}</p>
          <Hits hits={state.data.results} baseUrl={data.baseUrl} geoLocation={data.geoLocation} nextSteps={nextStepUrls(data)} />
          <nav className="page-turn" aria-label={t`Seiten`} part="pager">
            <button type="button" disabled={page === 1} onClick={() => turn({ term, kind, trail: trail.slice(0, -1) })}>
              {t`Vorherige Seite`}
            </button>
            <button
              type="button"
              disabled={!state.data.next}
              onClick={() => state.data.next && turn({ term, kind, trail: [...trail, state.data.next.after] })}
            >
              {t`Nächste Seite`}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
