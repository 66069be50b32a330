// biome-ignore-all lint/a11y/noRedundantRoles: the rows are CSS grids, and a changed display may take a table's semantics (ArticleTable.tsx)
// One article's row: picture, name linking to its product page with its number, the shown columns
// with their trade words explained, FSC, the article's offer as every list shows it (price per unit,
// VAT note, pack size, availability: core/browse-ui/ArticleOffer.tsx; the price asked for once the row
// nears the screen, core/browse-ui/use-row-price.ts), and the quick add
// once that price list is there and the row has been near the screen (a placeholder of its size
// before, so nothing jumps). The picture, too, waits until the row is near the screen (lazy loading
// that also saves building it): a filter change then builds only the rows' text in its frame; its box
// is reserved meanwhile. On a phone the row is an article card: a cell it does not show, or a measure
// the article lacks, is `card-off` (off screen, still a cell for screen readers): never a "–" line.
import { type ListPlace, selectItem } from "../../core/analytics/list-events.ts";
import { type CSSProperties, useRef } from "react";
import type { IndexedArticle } from "../../core/browse/article-index.ts";
import { LazyQuickAdd } from "../../core/browse-ui/LazyQuickAdd.tsx";
import { useRowPrice } from "../../core/browse-ui/use-row-price.ts";
import { nextStepUrls } from "../../core/element/shop-pages.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { OfferFacts, OfferPrice } from "../../core/browse-ui/ArticleOffer.tsx";
import type { RowLabels } from "./ArticleTable.tsx";
import type { CategoryData } from "./category-data.ts";
import { TradeWords } from "./TradeWords.tsx";
import { fscLabel, useValueText } from "./use-value-text.ts";
import { NoPicture } from "../../core/ui/NoPicture.tsx";

interface RowProps {
  data: CategoryData;
  row: IndexedArticle;
  columns: readonly FilterColumn[];
  labels: RowLabels;
  /** A net amount in cents as the page shows it (gross or net, core/ui/use-price-display.ts). */
  shown: (netCents: number) => number;
  companyId: string | null;
  /** The row's place in the category's list, for analytics' select_item. */
  place: ListPlace;
}

export function ArticleRow({ data, row, columns, labels, shown, companyId, place }: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { article, values } = row;
  const { product } = article;
  const price = useRowPrice(ref, { baseUrl: data.baseUrl, articleId: product.article_id, geoLocation: data.geoLocation });
  const valueText = useValueText();
  const image = product.images[0];
  const fsc = fscLabel(values);

  return (
    <tr ref={ref} role="row" className="category-row" data-key={article.id}>
      <td role="cell" className="cell-image">
        {!image ? <NoPicture /> : price.seen ? <img src={image} alt="" width="96" height="96" /> : null}
      </td>
      <th scope="row" role="rowheader" className="cell-name">
        <a href={article.url} onClick={() => selectItem(place, product)}>
          {product.artikel}
        </a>
        <span className="row-number">
          {labels.artnr} <span className="artnr code">{values.artnr ?? product.article_number}</span>
        </span>
      </th>
      {columns.map((column, i) => {
        const line = labels.cardLine[i] ?? -1;
        return (
          <td
            role="cell"
            key={column}
            data-label={labels.columns[i]}
            className={line >= 0 && values[column] ? "card-measure" : "card-off"}
            // Its line on the card, after the name's (category.css).
            style={line >= 0 ? ({ "--line": line + 2 } as CSSProperties) : undefined}
          >
            {values[column] ? valueText(column, values[column]) : "–"}
            <TradeWords text={values[column]} />
          </td>
        );
      })}
      {labels.fsc && (
        <td role="cell" data-label={labels.fsc} className="card-off">
          {fsc ?? "–"}
          <TradeWords text={fsc} />
        </td>
      )}
      <td role="cell" data-label={labels.price} className="cell-price">
        <span className="row-price" aria-busy={price.status === "waiting"}>
          <OfferPrice row={price} product={product} geoLocation={data.geoLocation} shown={shown} />
        </span>
        <OfferFacts vatNote={labels.vatNote} pack={values.ve} availability={values.availability} />
        {price.status === "ready" && price.seen ? (
          <LazyQuickAdd
            reserve={<div className="quick-add-placeholder" />}
            key={article.id}
            baseUrl={data.baseUrl}
            product={product}
            productUrl={article.url}
            priceList={price.priceList}
            companyId={companyId}
            pages={nextStepUrls(data)}
            country={data.geoLocation}
          />
        ) : (
          <div className="quick-add-placeholder" />
        )}
      </td>
    </tr>
  );
}
