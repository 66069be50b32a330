// "Ähnliche Artikel" and "Passendes Zubehör" below the product (issue 12). A lazy chunk: the product
// page imports it once the product is on screen, so neither its code nor its requests delay the
// product, and its kits (cards, quick add, their texts) join the element only then
// (core/element/lazy-kit.ts). A section without articles, or whose request fails, is not shown.
import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { fetchRelatedArticles, type ListArticle } from "../../core/api/listed-articles.ts";
import type { Article } from "../../core/api/schemas.ts";
import { ArticleCards } from "../../core/browse-ui/ArticleCards.tsx";
import { articleCardKit } from "../../core/browse-ui/card-kit.ts";
import { offerKit, quickAddKit } from "../../core/browse-ui/kit.ts";
import { articleIdList } from "../../core/catalog/article-ids.ts";
import type { ProductData } from "../../core/catalog/product-data.ts";
import { useLazyKits } from "../../core/ui/use-lazy-kits.ts";
import { useRequest } from "../../core/ui/use-request.ts";

/** Cards per row at most. */
const ROW_LIMIT = 8;
const KITS = [quickAddKit, offerKit, articleCardKit];
/** The rows for analytics. */
const SIMILAR = { id: "similar-articles", name: "Similar articles" };
const ACCESSORIES = { id: "accessories", name: "Accessories" };

export interface RelatedProps {
  data: ProductData;
  article: Article;
}

export default function RelatedSections({ data, article }: RelatedProps) {
  const { t } = useLingui();
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useLazyKits(KITS, anchor);
  const accessories = articleIdList(article.properties.zusatz_artikel);
  return (
    <div className="related" ref={anchor}>
      {ready && (
        <>
          <RelatedRow title={t`Ähnliche Artikel`} data={data} ids={articleIdList(article.properties.aehnliche_artikel)} suggest />
          {accessories.length > 0 && <RelatedRow title={t`Passendes Zubehör`} data={data} ids={accessories} suggest={false} />}
        </>
      )}
    </div>
  );
}

interface RowProps {
  title: string;
  data: ProductData;
  ids: string[];
  /** Fill up with the shop's suggestions (similar articles). */
  suggest: boolean;
}

function RelatedRow({ title, data, ids, suggest }: RowProps) {
  const headingId = useId();
  const { baseUrl, language, geoLocation } = data;
  const articleId = data.product.article_id;
  const { state } = useRequest<ListArticle[]>(
    (signal) =>
      fetchRelatedArticles({ baseUrl, language, geoLocation, articleId, ids, suggest, limit: ROW_LIMIT, signal }).then(
        (answer) => answer.articles,
        (error: unknown) => {
          // The section goes; the product and the other section stay.
          if (!signal.aborted)
            console.error(`[shop-widgets] related articles of ${articleId} (${suggest ? "similar" : "accessories"})`, error);
          throw error;
        },
      ),
    [baseUrl, language, geoLocation, articleId, ids.join(","), suggest],
  );
  const list = suggest ? SIMILAR : ACCESSORIES;
  if (state.status !== "ready" || state.data.length === 0) return null;
  return (
    <section className="related-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ArticleCards articles={state.data} list={list} block={data} />
    </section>
  );
}
