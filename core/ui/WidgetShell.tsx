import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import type * as v from "valibot";
import { parseDataBlock, type Lang } from "../data-block.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { useI18n } from "./use-i18n.ts";

interface ShellProps<T extends { language: Lang }> {
  tag: string;
  /** The raw data block: JSON text or an object. */
  data: unknown;
  schema: v.GenericSchema<unknown, T>;
  /** Shown while the catalog loads; should reserve the element's space. */
  placeholder?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Every element's outer frame: parses the data block, loads the catalog of its language, and keeps
 * render errors inside the element. A bad data block becomes a visible alert naming the field.
 */
export function WidgetShell<T extends { language: Lang }>({ tag, data, schema, placeholder = null, children }: ShellProps<T>) {
  const parsed = useMemo(() => parseDataBlock(data, schema, tag), [data, schema, tag]);
  const i18n = useI18n(parsed.ok ? parsed.value.language : parsed.language);
  if (!i18n) return <>{placeholder}</>;
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>{parsed.ok ? children(parsed.value) : <DataBlockError field={parsed.field} />}</ErrorBoundary>
    </I18nProvider>
  );
}

function DataBlockError({ field }: { field: string }) {
  const { t } = useLingui();
  return (
    <p className="alert" role="alert" part="error">
      {t`Dieses Element ist nicht richtig eingebunden (Feld „${field}“). Bitte wenden Sie sich an den Betreiber der Seite.`}
    </p>
  );
}
