// A row of article cards from one list of the shop's answers (an editor's article list, a product's
// similar articles or accessories), reported to analytics as that list: GA4 view_item_list when it
// shows, select_item with a card's place when its link is followed (core/analytics/list-events.ts).
import { useViewItemList } from "../analytics/list-events.ts";
import type { ShopList } from "../analytics/facts.ts";
import type { ListArticle } from "../api/listed-articles.ts";
import { type NextStepUrls, nextStepUrls } from "../element/shop-pages.ts";
import { ArticleCard } from "./ArticleCard.tsx";

interface ArticleCardsProps {
  articles: ListArticle[];
  list: ShopList;
  /** The element's block: where prices come from and in which currency, and the quick add's next pages. */
  block: { baseUrl: string; geoLocation: string } & NextStepUrls;
}

export function ArticleCards({ articles, list, block }: ArticleCardsProps) {
  useViewItemList(
    list,
    articles.map((article) => article.product),
  );
  return (
    <ul className="article-cards">
      {articles.map((article, index) => (
        <ArticleCard
          key={article.id}
          article={article}
          baseUrl={block.baseUrl}
          geoLocation={block.geoLocation}
          pages={nextStepUrls(block)}
          list={{ ...list, index }}
        />
      ))}
    </ul>
  );
}
