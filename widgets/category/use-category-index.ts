// The category's index over all its articles (core/browse/article-index.ts): what the filters, their
// counts and the other orders need, but not the first page in the shop's order, which CategoryList
// builds from its own articles (issue 23: the first rows do not wait for all 2,000 articles' index).
import { useEffect, useRef, useState } from "react";
import type { ListArticle } from "../../core/api/listed-articles.ts";
import { type CategoryIndex, indexCategory } from "../../core/browse/article-index.ts";
import { indexInParts } from "../../core/browse/index-in-parts.ts";
import { useAfterFirstPaint } from "../../core/ui/use-after-first-paint.ts";

interface Built {
  articles: readonly ListArticle[];
  country: string;
  index: CategoryIndex;
}

/**
 * The index: at once when `needed` (a link's filters or sort, a sort chosen or the filters opened before it came), else
 * built in parts once the list's first frame is painted; null before. The first one built stays.
 */
export function useCategoryIndex(articles: readonly ListArticle[], country: string, needed: boolean): CategoryIndex | null {
  const built = useRef<Built | null>(null);
  const [, rendered] = useState<CategoryIndex | null>(null);
  const painted = useAfterFirstPaint();
  const fits = (b: Built | null): b is Built => b?.articles === articles && b.country === country;
  if (needed && !fits(built.current)) built.current = { articles, country, index: indexCategory(articles, country) };
  useEffect(() => {
    if (!painted || fits(built.current)) return undefined;
    const abort = new AbortController();
    indexInParts(articles, country, abort.signal).then(
      (index) => {
        if (fits(built.current)) return;
        built.current = { articles, country, index };
        rendered(index);
      },
      () => {}, // aborted: the articles or the country changed, or the list is gone
    );
    return () => abort.abort();
  }, [painted, articles, country]);
  return fits(built.current) ? built.current.index : null;
}
