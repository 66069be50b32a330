// The category's index over all its articles (core/browse/article-index.ts): what the filters, their
// counts and the other orders need, but not the first page in the shop's order, which CategoryList
// builds from its own articles (issue 23: the first rows do not wait for all 2,000 articles' index).
import { useMemo } from "react";
import type { ListArticle } from "../../core/api/listed-articles.ts";
import { type CategoryIndex, indexCategory } from "../../core/browse/article-index.ts";
import { useAfterFirstPaint } from "../../core/ui/use-after-first-paint.ts";

/** The index, at once when `needed` (a link's filters or sort), else once the list's first frame is painted; null before. */
export function useCategoryIndex(articles: readonly ListArticle[], country: string, needed: boolean): CategoryIndex | null {
  const wanted = useAfterFirstPaint() || needed;
  return useMemo(() => (wanted ? indexCategory(articles, country) : null), [articles, country, wanted]);
}
