import { useLingui } from "@lingui/react/macro";
import type { PropertyRow } from "../../core/catalog/product-properties.ts";

/** The product's properties from the configured columns; rows without a value are left out. */
export function PropertiesList({ rows }: { rows: PropertyRow[] }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <div className="properties" part="properties">
      <h2>{t`Produkteigenschaften`}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.property}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
