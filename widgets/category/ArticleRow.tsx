// One article's row: picture, name linking to its product page, number, the chosen columns with
// their trade words explained, pieces per pack, FSC, availability, the visitor's "ab" price (asked for
// once the row nears the screen, core/browse-ui/use-row-price.ts) and the quick add once that price
// list is there (a placeholder of its size before, so nothing jumps).
import { useStore } from "@nanostores/react";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { IndexedArticle } from "../../core/browse/article-index.ts";
import { QuickAdd } from "../../core/browse-ui/QuickAdd.tsx";
import { useRowPrice } from "../../core/browse-ui/use-row-price.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { usePriceDisplay } from "../../core/configurator-ui/use-price-display.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { fromUnitCents, toScale } from "../../core/pricing/scale.ts";
import { $company } from "../../core/state/stores.ts";
import type { RowLabels } from "./ArticleTable.tsx";
import type { CategoryData } from "./category-data.ts";
import { TradeWords } from "./TradeWords.tsx";
import { fscLabel, useValueText } from "./use-value-text.ts";

interface RowProps {
  data: CategoryData;
  row: IndexedArticle;
  columns: readonly FilterColumn[];
  labels: RowLabels;
}

export function ArticleRow({ data, row, columns, labels }: RowProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLTableRowElement>(null);
  const { article, values } = row;
  const { product } = article;
  const price = useRowPrice(ref, { baseUrl: data.baseUrl, articleId: product.article_id, geoLocation: data.geoLocation });
  const display = usePriceDisplay();
  const companyId = useStore($company)?.company.id ?? null;
  const valueText = useValueText();
  const image = product.images[0];
  const fsc = fscLabel(values);

  let priceText = "";
  if (price.status === "error") priceText = t`Preis derzeit nicht verfügbar`;
  else if (price.status === "ready") {
    const cents = fromUnitCents(toScale(price.priceList.scaled_price));
    priceText = cents === undefined ? t`Preis auf Anfrage` : t`ab ${formatMoney(display.shown(cents), data.geoLocation)}`;
  }

  return (
    <tr ref={ref} className="article-row" data-key={article.id}>
      <td className="cell-image">{image ? <img src={image} alt="" width="64" height="64" loading="lazy" /> : null}</td>
      <th scope="row" className="cell-name">
        <a href={article.url}>{product.artikel}</a>
        {values.beschreibung1 && <span className="row-description">{values.beschreibung1}</span>}
      </th>
      <td data-label={labels.artnr}>{values.artnr ?? product.article_number}</td>
      {columns.map((column, i) => (
        <td key={column} data-label={labels.columns[i]}>
          {values[column] ? valueText(column, values[column]) : "–"}
          <TradeWords text={values[column]} />
        </td>
      ))}
      <td data-label={labels.ve}>{values.ve ?? "–"}</td>
      <td data-label={labels.fsc}>
        {fsc ?? "–"}
        <TradeWords text={fsc} />
      </td>
      <td data-label={labels.availability}>{values.availability ?? "–"}</td>
      <td data-label={labels.price} className="cell-price" aria-busy={price.status === "waiting"}>
        {price.status === "waiting" ? (
          <>
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{t`Wird ermittelt`}</span>
          </>
        ) : (
          priceText
        )}
      </td>
      <td className="cell-add">
        {price.status === "ready" ? (
          <QuickAdd baseUrl={data.baseUrl} product={product} productUrl={article.url} priceList={price.priceList} companyId={companyId} />
        ) : (
          <div className="quick-add-placeholder" />
        )}
      </td>
    </tr>
  );
}
