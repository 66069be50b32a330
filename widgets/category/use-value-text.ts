import { useLingui } from "@lingui/react/macro";
import { type FilterColumn, MEASURE_COLUMNS } from "../../core/catalog/filter-columns.ts";
import { formatMeasureText } from "../../core/format/measure-text.ts";

const YES = /^(ja|yes|oui|true|1|x)$/i;
const NO = /^(nein|no|non|false|0)$/i;

/**
 * A value as shoppers read it: a flag column's "true"/"ja"/"1" reads "Ja" in their language, a
 * measure's numbers are in the page's format ("1.6 mm" on an English page, as in its filter).
 */
export function useValueText(): (column: FilterColumn, value: string) => string {
  const { t, i18n } = useLingui();
  return (column, value) => {
    if ((MEASURE_COLUMNS as readonly string[]).includes(column)) return formatMeasureText(value, i18n.locale);
    if (column !== "fsc" && column !== "fsc_artikel" && column !== "on_off") return value;
    if (YES.test(value)) return t`Ja`;
    if (NO.test(value)) return t`Nein`;
    return value;
  };
}

/** Whether a flag's value means yes. */
export const isYes = (value: string | undefined) => YES.test(value ?? "");

/**
 * The FSC label of an article as the list shows it: the certificate's text ("FSC® Mix Credit"),
 * "FSC" for a plain yes flag, undefined for none.
 */
export function fscLabel(values: { fsc?: string; fsc_artikel?: string }): string | undefined {
  const given = [values.fsc, values.fsc_artikel].find((v) => v && !NO.test(v));
  return given && YES.test(given) ? "FSC" : given;
}
