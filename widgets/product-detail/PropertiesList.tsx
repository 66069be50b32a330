import { useLingui } from "@lingui/react/macro";
import { MEASURES, type PropertyRow } from "../../core/catalog/product-properties.ts";
import { formatMeasureText } from "../../core/format/measure-text.ts";

/** The product's properties from the configured columns, measures in the page's number format; rows without a value are left out. */
export function PropertiesList({ rows }: { rows: PropertyRow[] }) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) return null;
  return (
    <div className="properties" part="properties">
      <h2>{t`Produkteigenschaften`}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.property}>
            <dt>{row.label}</dt>
            <dd>{MEASURES.includes(row.property) ? formatMeasureText(row.value, i18n.locale) : row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
