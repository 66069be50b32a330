// biome-ignore-all lint/a11y/noRedundantRoles: the rows are CSS grids, and a changed display may take a table's semantics (ArticleTable.tsx)
// The page's rows: a table on wide screens, article cards on phones (one markup; category.css lays the
// rows out as cards when the columns do not fit, use-column-template.ts). On wide screens the table is one grid whose
// rows share its columns (subgrid), each column at least as wide as its longest short word
// (use-column-template.ts); the ARIA roles keep the table's semantics, which a changed `display` may take from it. A
// card shows the picture, name, number, the few measures of `cardColumns`, the price and the quick
// add; its other cells stay in the table for screen readers, off screen. New rows come in batches,
// one per frame: the first batch fills the screen in the frame of the filter change, the rest follow
// in the next frames (docs/decisions/category-filters.md), so a change shows within one frame.
import { useStore } from "@nanostores/react";
import { useLingui } from "@lingui/react/macro";
import { type CSSProperties, memo, useEffect, useId, useMemo, useRef, useState } from "react";
import type { IndexedArticle } from "../../core/browse/article-index.ts";
import { tradeWords } from "../../core/browse/trade-words.ts";
import { loadQuickAdd } from "../../core/browse-ui/LazyQuickAdd.tsx";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { $company } from "../../core/state/stores.ts";
import { usePriceDisplay, useVatNote } from "../../core/ui/use-price-display.ts";
import { ArticleRow } from "./ArticleRow.tsx";
import type { CategoryData } from "./category-data.ts";
import { COLUMN_LABELS } from "./column-labels.ts";
import { type ColumnText, useColumnTemplate } from "./use-column-template.ts";
import { fscLabel, useValueText } from "./use-value-text.ts";

interface TableProps {
  data: CategoryData;
  rows: readonly IndexedArticle[];
  /** The list's columns the result fills (core/browse/shown-columns.ts). */
  columns: readonly FilterColumn[];
  /** Of those, the measures a phone card shows. */
  cardColumns: readonly FilterColumn[];
  /** Whether the result has a certificate to show (else that column goes too). */
  fsc: boolean;
  caption: string;
  /** The list for analytics' select_item: its id, name and the place of the page's first row. */
  listId: string;
  listName: string;
  first: number;
}

/** Rows built per frame: more than a screen holds. */
export const ROW_BATCH = 8;

/** How many of `rows` to show: a batch more each frame until all are there; a new list starts again. */
function useRowsInBatches(rows: readonly IndexedArticle[]): number {
  const [shown, setShown] = useState({ rows, count: ROW_BATCH });
  const count = shown.rows === rows ? shown.count : ROW_BATCH;
  useEffect(() => {
    if (count >= rows.length) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows this batch is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown({ rows, count: count + ROW_BATCH }));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, count]);
  return count;
}

/** Memoised: the list's render when its index comes (filters, counts) leaves the same rows as they are. */
export const ArticleTable = memo(function ArticleTable({
  data,
  rows,
  columns,
  cardColumns,
  fsc,
  caption,
  listId,
  listName,
  first,
}: TableProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const table = useRef<HTMLTableElement>(null);
  const count = useRowsInBatches(rows);
  // The rows' quick add comes beside their prices, not before the list (core/browse-ui/LazyQuickAdd.tsx).
  useEffect(() => {
    loadQuickAdd().catch(() => {});
  }, []);
  const valueText = useValueText();
  // Read once for all rows: each row subscribing to the stores would cost every filter change.
  const display = usePriceDisplay();
  const vatNote = useVatNote(display);
  const companyId = useStore($company)?.company.id ?? null;
  const labels: RowLabels = {
    // As on the shop's article cards (core/browse-ui/ArticleCard.tsx): short enough for a card's line.
    artnr: t`Art.-Nr.`,
    columns: columns.map((c) => i18n._(COLUMN_LABELS[c])),
    vatNote,
    // Not "FSC" or "Preis": a cell then begins with its header ("FSC® Mix Credit", "Preis auf Anfrage"),
    // and a screen reader seems to hear the header twice.
    fsc: fsc ? t`Zertifikat` : null,
    price: t`Ihr Preis`,
    cardLine: columns.map((c) => cardColumns.indexOf(c)),
  };
  // The texts each column shows on this page, for its width (all the page's rows, not only the built ones).
  const texts = useMemo(() => {
    const column = (header: string, cells: string[]): ColumnText => ({
      header,
      cells,
      toggle: cells.some((c) => tradeWords(c).length > 0),
    });
    const name = column(
      t`Artikel`,
      rows.flatMap(({ article, values }) => [article.product.artikel, `${labels.artnr} ${values.artnr ?? article.product.article_number}`]),
    );
    const shown = columns.map((c, i) =>
      column(
        labels.columns[i] ?? "",
        rows.map(({ values }) => (values[c] ? valueText(c, values[c]) : "–")),
      ),
    );
    if (labels.fsc)
      shown.push(
        column(
          labels.fsc,
          rows.map(({ values }) => fscLabel(values) ?? "–"),
        ),
      );
    return { name, shown };
  }, [rows, columns, fsc, i18n]);
  const { template, cards } = useColumnTemplate(table, texts.name, texts.shown);
  return (
    <table
      ref={table}
      className={cards ? "article-table cards" : "article-table"}
      part="table"
      role="table"
      aria-labelledby={captionId}
      style={{ "--row-template": template, "--card-lines": Math.max(1, cardColumns.length) } as CSSProperties}
    >
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            <span className="visually-hidden">{t`Bild`}</span>
          </th>
          <th scope="col" role="columnheader">
            {t`Artikel`}
          </th>
          {labels.columns.map((label, i) => (
            <th scope="col" role="columnheader" key={columns[i]}>
              {label}
            </th>
          ))}
          {labels.fsc && (
            <th scope="col" role="columnheader">
              {labels.fsc}
            </th>
          )}
          <th scope="col" role="columnheader">
            {labels.price}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.slice(0, count).map((row, index) => (
          <ArticleRow
            key={row.article.id}
            place={{ id: listId, name: listName, index: first + index }}
            data={data}
            row={row}
            columns={columns}
            labels={labels}
            shown={display.shown}
            companyId={companyId}
          />
        ))}
      </tbody>
    </table>
  );
});

export interface RowLabels {
  artnr: string;
  columns: string[];
  /** The page's VAT note, under every row's price. */
  vatNote: string;
  /** null: the result has none, the column is hidden. */
  fsc: string | null;
  price: string;
  /** Per column: its line on a phone card (from 0), -1 if the card does not show it. */
  cardLine: number[];
}
