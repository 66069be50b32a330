// The shop's one article card (issue 20): wherever articles are listed (the start page's article lists,
// the product page's related and accessory rows, the promotional goods, the search results). Picture, name and article
// number link to the product page (its URL and the picture's were checked by ListArticleSchema,
// core/element/site-url.ts); the visitor's own price comes from price-lists/get once the card nears the
// screen (use-row-price.ts), and so does the quick add. Every part has its height from the first frame
// (article-card.css): the price line and the quick add keep their place while they load, so neither the
// card nor the list around it moves when they arrive.
import { type ListPlace, selectItem } from "../analytics/list-events.ts";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { ListArticle, Promotion } from "../api/listed-articles.ts";
import { isRemnant } from "../cart/order-item.ts";
import { productUnit } from "../catalog/product-data.ts";
import { formatEndDate } from "../catalog/promotion.ts";
import { formatAmount } from "../format/units.ts";
import { formatMoney } from "../pricing/money.ts";
import { toCents } from "../pricing/scale.ts";
import { $company } from "../state/stores.ts";
import type { NextStepUrls } from "../element/shop-pages.ts";
import { NoPicture } from "../ui/NoPicture.tsx";
import { usePriceDisplay, useVatNote } from "../ui/use-price-display.ts";
import { LazyQuickAdd, loadQuickAdd } from "./LazyQuickAdd.tsx";
import { OfferFacts, OfferPrice, PerUnit } from "./ArticleOffer.tsx";
import { useRowPrice } from "./use-row-price.ts";

export interface ArticleCardOptions {
  baseUrl: string;
  geoLocation: string;
  /** The promotion the list's answer has (the promotional goods): its price, terms and maximum show at once. */
  promotion?: Promotion;
  /** The list's block's cart and checkout pages, where a quick add's confirmation leads. */
  pages: NextStepUrls;
  /** The list the card is in and its place there, for analytics' select_item. */
  list?: ListPlace;
}

/**
 * What a card shows of an article: its page and its product (a list's article, a search's article
 * hit), and where the answer has them its properties (the pack size `ve`, `availability`).
 */
export type CardArticle = Pick<ListArticle, "id" | "url" | "product"> & Partial<Pick<ListArticle, "properties">>;

export function ArticleCard({ article, ...options }: ArticleCardOptions & { article: CardArticle }) {
  const { t, i18n } = useLingui();
  const card = useRef<HTMLLIElement>(null);
  const row = useRowPrice(card, { baseUrl: options.baseUrl, articleId: article.id, geoLocation: options.geoLocation });
  const display = usePriceDisplay();
  const vatNote = useVatNote(display);
  const companyId = useStore($company)?.company.id ?? null;
  const { product } = article;
  const { promotion, list } = options;
  const maxQuantity = promotion?.maxQuantity ?? null;
  const remnant = isRemnant(product);
  const endDate = (endsAt: string) => formatEndDate(endsAt, i18n.locale);
  const money = (netCents: number) => formatMoney(display.shown(netCents), options.geoLocation);
  // The quick add's code comes beside the prices, not before the list (LazyQuickAdd.tsx).
  useEffect(() => {
    loadQuickAdd().catch(() => {});
  }, []);

  return (
    <li className="article-card" ref={card} part="article-card">
      <a className="article-card-link" href={article.url} onClick={list && (() => selectItem(list, product))}>
        <span className="article-card-picture">
          {product.images[0] ? <img src={product.images[0]} alt="" loading="lazy" width="320" height="240" /> : <NoPicture />}
          {remnant && <span className="article-card-badge">{t`Restposten`}</span>}
        </span>
        <span className="article-card-name">{product.artikel}</span>
      </a>
      <span className="article-card-number code">{t`Art.-Nr. ${product.article_number}`}</span>
      <p className="article-card-price" aria-busy={!promotion && row.status === "waiting"}>
        {promotion ? (
          <span className="promo-price">
            <strong>{money(toCents(promotion.price))}</strong>
            {promotion.regularPrice !== null && (
              <s>
                <span className="visually-hidden">{t`statt`} </span>
                {money(toCents(promotion.regularPrice))}
              </s>
            )}
            <PerUnit product={product} />
          </span>
        ) : (
          <OfferPrice row={row} product={product} geoLocation={options.geoLocation} shown={display.shown} />
        )}
      </p>
      <p className="article-card-facts">
        <OfferFacts vatNote={vatNote} pack={article.properties?.ve} availability={article.properties?.availability} />
      </p>
      {promotion && (
        <ul className="article-card-terms">
          {maxQuantity !== null && <li>{t`höchstens ${formatAmount(maxQuantity, productUnit(product), i18n.locale)} pro Bestellung`}</li>}
          {promotion.endsAt ? (
            <li>{t`Angebot gilt bis ${endDate(promotion.endsAt)}`}</li>
          ) : (
            remnant && <li>{t`Nur solange der Vorrat reicht`}</li>
          )}
        </ul>
      )}
      {row.status === "ready" && row.seen ? (
        <LazyQuickAdd
          reserve={<QuickAddReserve />}
          baseUrl={options.baseUrl}
          product={product}
          productUrl={article.url}
          priceList={row.priceList}
          companyId={companyId}
          max={maxQuantity}
          pages={options.pages}
          country={options.geoLocation}
        />
      ) : (
        <QuickAddReserve />
      )}
    </li>
  );
}

/**
 * The quick add's place while its price list loads (or when it failed): the same stepper and button,
 * hidden (visibility: hidden, so neither seen, focused nor read), so its height is the quick add's at
 * every width and in every language.
 */
function QuickAddReserve() {
  const { t } = useLingui();
  return (
    <div className="quick-add quick-add-reserve">
      <div className="stepper">
        <button type="button">−</button>
        <input type="text" />
        <button type="button">+</button>
      </div>
      <button type="button" className="primary">
        {t`In den Warenkorb`}
      </button>
    </div>
  );
}

/**
 * A card's place while the list's articles load (<shop-article-list>, a start page's row of
 * <shop-promo-list>): the card's parts at their heights, without an article; a promotion's terms too.
 */
export function ArticleCardPlaceholder({ promotion = false }: { promotion?: boolean }) {
  const vatNote = useVatNote(usePriceDisplay());
  return (
    <li className="article-card" aria-hidden="true">
      <span className="article-card-link">
        <span className="article-card-picture" />
        <span className="article-card-name" />
      </span>
      <span className="article-card-number" />
      <p className="article-card-price">
        <span className="skeleton" />
      </p>
      <p className="article-card-facts">
        <OfferFacts vatNote={vatNote} pack={null} availability={null} />
      </p>
      {promotion && <ul className="article-card-terms" />}
      <QuickAddReserve />
    </li>
  );
}
