// The page's rows: a table on wide screens, cards on phones (one markup; category.css lays the rows
// out as cards below the list's container width, each cell with its header as a label).
import { useLingui } from "@lingui/react/macro";
import type { IndexedArticle } from "../../core/browse/article-index.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { ArticleRow } from "./ArticleRow.tsx";
import type { CategoryData } from "./category-data.ts";
import { COLUMN_LABELS } from "./column-labels.ts";

interface TableProps {
  data: CategoryData;
  rows: readonly IndexedArticle[];
  columns: readonly FilterColumn[];
  caption: string;
}

export function ArticleTable({ data, rows, columns, caption }: TableProps) {
  const { t, i18n } = useLingui();
  const labels = {
    image: t`Bild`,
    name: t`Artikel`,
    artnr: i18n._(COLUMN_LABELS.artnr),
    columns: columns.map((c) => i18n._(COLUMN_LABELS[c])),
    ve: i18n._(COLUMN_LABELS.ve),
    // Not "FSC" or "Preis": a cell then begins with its header ("FSC® Mix Credit", "Preis auf Anfrage"),
    // and a screen reader seems to hear the header twice.
    fsc: t`Zertifikat`,
    availability: i18n._(COLUMN_LABELS.availability),
    price: t`Ihr Preis`,
    add: t`Bestellen`,
  };
  return (
    <table className="article-table" part="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{labels.image}</span>
          </th>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.artnr}</th>
          {labels.columns.map((label, i) => (
            <th scope="col" key={columns[i]}>
              {label}
            </th>
          ))}
          <th scope="col">{labels.ve}</th>
          <th scope="col">{labels.fsc}</th>
          <th scope="col">{labels.availability}</th>
          <th scope="col">{labels.price}</th>
          <th scope="col">{labels.add}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ArticleRow key={row.article.id} data={data} row={row} columns={columns} labels={labels} />
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
  add: string;
}
