// One article as a small card (issue 12): the related and accessory rows of the product page and the
// promotional goods list. Picture, name and article number link to the product page (its URL and the
// picture's were checked by ListArticleSchema, core/element/site-url.ts); the visitor's own price comes
// from price-lists/get once the card nears the screen (use-row-price.ts), and so does the quick add.
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { type ReactNode, useRef } from "react";
import type { ListArticle } from "../api/browse.ts";
import { usePriceDisplay } from "../ui/use-price-display.ts";
import { formatMoney } from "../pricing/money.ts";
import { fromUnitCents, toScale } from "../pricing/scale.ts";
import { $company } from "../state/stores.ts";
import { QuickAdd } from "./QuickAdd.tsx";
import { useRowPrice } from "./use-row-price.ts";

interface ArticleCardProps {
  article: ListArticle;
  baseUrl: string;
  geoLocation: string;
  /** With the quick add (accessories, promotional goods). */
  quickAdd?: boolean;
  /** A promotional maximum known from the list's answer before the price list is there. */
  max?: number | null;
  /** The price as the list knows it (a promotion's); default: "ab" the lowest price of the visitor's scale. */
  price?: ReactNode;
  /** More about the article under its price (a promotion's terms). */
  children?: ReactNode;
}

export function ArticleCard({ article, baseUrl, geoLocation, quickAdd = false, max, price, children }: ArticleCardProps) {
  const { t } = useLingui();
  const card = useRef<HTMLLIElement>(null);
  const row = useRowPrice(card, { baseUrl, articleId: article.id, geoLocation });
  const { shown } = usePriceDisplay();
  const companyId = useStore($company)?.company.id ?? null;
  const { product } = article;
  const from = row.status === "ready" ? fromUnitCents(toScale(row.priceList.scaled_price)) : undefined;

  return (
    <li className="article-card" ref={card} part="article-card">
      <a className="article-card-link" href={article.url}>
        {product.images[0] ? (
          <img src={product.images[0]} alt="" loading="lazy" width="160" height="160" />
        ) : (
          <span className="article-card-noimage" />
        )}
        <span className="article-card-name">{product.artikel}</span>
      </a>
      <span className="article-card-number">{t`Art.-Nr. ${product.article_number}`}</span>
      {price ?? (
        <span className="article-card-price" aria-busy={row.status === "waiting"}>
          {from !== undefined && t`ab ${formatMoney(shown(from), geoLocation)}`}
        </span>
      )}
      {children}
      {quickAdd && row.status === "ready" && row.seen && (
        <QuickAdd baseUrl={baseUrl} product={product} productUrl={article.url} priceList={row.priceList} companyId={companyId} max={max} />
      )}
    </li>
  );
}
