// One page of hits: categories and pages as links with their kind, articles as the shop's article cards
// (picture, name, number, the visitor's price with the VAT note, quick add; prices asked for the cards
// near the screen, at most 6 at once: core/browse-ui/price-queue.ts).
import { useViewItemList } from "../../core/analytics/list-events.ts";
import type { ArticleHit, PageHit, SearchResult } from "../../core/api/search.ts";
import { ArticleCard } from "../../core/browse-ui/ArticleCard.tsx";
import type { NextStepUrls } from "../../core/element/shop-pages.ts";
import { useHitKindLabel } from "../../core/search-ui/hit-kind.ts";

interface HitsProps {
  hits: SearchResult[];
  baseUrl: string;
  geoLocation: string;
  /** The block's cart and checkout pages, where a quick add's confirmation leads. */
  nextSteps: NextStepUrls;
  /** The place of the page's first hit in all the hits (0-based), for analytics. */
  first: number;
}

/** The article hits for analytics. */
const SEARCH_HITS = { id: "search-results", name: "Search results" };

export function Hits({ hits, baseUrl, geoLocation, nextSteps, first }: HitsProps) {
  const label = useHitKindLabel();
  const pages = hits.filter((hit): hit is PageHit => hit.type !== "ARTICLE");
  const articles = hits.filter((hit): hit is ArticleHit => hit.type === "ARTICLE");
  useViewItemList(
    SEARCH_HITS,
    articles.map((hit) => hit.product),
    first,
  );
  return (
    <>
      {pages.length > 0 && (
        <ul className="page-hits">
          {pages.map((hit) => (
            <li key={hit.id} part="hit">
              <a href={hit.url}>{hit.title}</a>
              {label(hit.type) && <span className="kind">{label(hit.type)}</span>}
              {hit.description && <p>{hit.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {articles.length > 0 && (
        <ul className="article-cards">
          {articles.map((hit, index) => (
            <ArticleCard
              key={hit.id}
              list={{ ...SEARCH_HITS, index: first + index }}
              article={{ id: hit.product.article_id, url: hit.url, product: hit.product, properties: hit.properties }}
              baseUrl={baseUrl}
              geoLocation={geoLocation}
              pages={nextSteps}
            />
          ))}
        </ul>
      )}
    </>
  );
}
