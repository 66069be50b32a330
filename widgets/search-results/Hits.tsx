// One page of hits: categories and pages as links with their kind, articles as the shop's article cards
// (picture, name, number, the visitor's price with the VAT note, quick add; prices asked for the cards
// near the screen, at most 6 at once: core/browse-ui/price-queue.ts).
import { useLingui } from "@lingui/react/macro";
import type { ArticleHit, PageHit, SearchResult } from "../../core/api/search.ts";
import { ArticleCard } from "../../core/browse-ui/ArticleCard.tsx";

function useKindLabel(): (type: PageHit["type"]) => string | null {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case "CATEGORY":
        return t`Kategorie`;
      case "SITE_PAGE":
        return t`Seite`;
      case "LANDING_PAGE":
        return t`Themenseite`;
      case "BLOG_POST":
        return t`Blogbeitrag`;
      case "KNOWLEDGE_ARTICLE":
        return t`Ratgeber`;
      case "LISTING_PAGE":
        return t`Übersicht`;
      default:
        return null;
    }
  };
}

export function Hits({ hits, baseUrl, geoLocation }: { hits: SearchResult[]; baseUrl: string; geoLocation: string }) {
  const label = useKindLabel();
  const pages = hits.filter((hit): hit is PageHit => hit.type !== "ARTICLE");
  const articles = hits.filter((hit): hit is ArticleHit => hit.type === "ARTICLE");
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
          {articles.map((hit) => (
            <ArticleCard
              key={hit.id}
              article={{ id: hit.product.article_id, url: hit.url, product: hit.product }}
              baseUrl={baseUrl}
              geoLocation={geoLocation}
              quickAdd
            />
          ))}
        </ul>
      )}
    </>
  );
}
