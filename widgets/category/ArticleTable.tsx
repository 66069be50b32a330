// biome-ignore-all lint/a11y/noRedundantRoles: the rows are CSS grids, and a changed display may take a table's semantics (ArticleTable.tsx)
// The page's rows: a table on wide screens, cards on phones (one markup; category.css lays the rows
// out as cards below the list's container width, each cell with its header as a label). Each row is
// a grid of the same columns (no table layout pass over every cell); the ARIA roles keep the table's
// semantics, which a changed `display` may take from it. New rows come in batches, one per frame: the
// first batch fills the screen in the frame of the filter change, the rest follow in the next frames
// (docs/decisions/category-filters.md), so a change shows within one frame and the page stays whole.
import { useStore } from "@nanostores/react";
import { useLingui } from "@lingui/react/macro";
import { type CSSProperties, useEffect, useId, useState } from "react";
import type { IndexedArticle } from "../../core/browse/article-index.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { $company } from "../../core/state/stores.ts";
import { usePriceDisplay } from "../../core/ui/use-price-display.ts";
import { ArticleRow } from "./ArticleRow.tsx";
import type { CategoryData } from "./category-data.ts";
import { COLUMN_LABELS } from "./column-labels.ts";

interface TableProps {
  data: CategoryData;
  rows: readonly IndexedArticle[];
  columns: readonly FilterColumn[];
  caption: string;
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

/** The grid's columns: picture, name, the chosen columns, certificate, availability, price with the quick add. */
const rowTemplate = (columns: number) =>
  ["4rem", "minmax(9rem, 1.3fr)", ...Array<string>(columns).fill("minmax(0, 1fr)"), "minmax(0, 0.8fr)", "minmax(0, 0.8fr)", "10.5rem"].join(
    " ",
  );

export function ArticleTable({ data, rows, columns, caption }: TableProps) {
  const { t, i18n } = useLingui();
  const captionId = useId();
  const count = useRowsInBatches(rows);
  // Read once for all rows: each row subscribing to the stores would cost every filter change.
  const display = usePriceDisplay();
  const companyId = useStore($company)?.company.id ?? null;
  const labels: RowLabels = {
    artnr: i18n._(COLUMN_LABELS.artnr),
    columns: columns.map((c) => i18n._(COLUMN_LABELS[c])),
    ve: i18n._(COLUMN_LABELS.ve),
    // Not "FSC" or "Preis": a cell then begins with its header ("FSC® Mix Credit", "Preis auf Anfrage"),
    // and a screen reader seems to hear the header twice.
    fsc: t`Zertifikat`,
    availability: i18n._(COLUMN_LABELS.availability),
    price: t`Ihr Preis`,
  };
  return (
    <table
      className="article-table"
      part="table"
      role="table"
      aria-labelledby={captionId}
      style={{ "--row-template": rowTemplate(columns.length) } as CSSProperties}
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
          <th scope="col" role="columnheader">
            {labels.fsc}
          </th>
          <th scope="col" role="columnheader">
            {labels.availability}
          </th>
          <th scope="col" role="columnheader">
            {labels.price}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.slice(0, count).map((row) => (
          <ArticleRow
            key={row.article.id}
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
}

export interface RowLabels {
  artnr: string;
  columns: string[];
  ve: string;
  fsc: string;
  availability: string;
  price: string;
}
