// Every element starts the operator's reports once the visitor consents (nothing before).
import "../analytics/operator-start.ts";
import { ElementTagContext } from "../element/element-tag.ts";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type * as v from "valibot";
import { parseDataBlock, type BlockCause, type Lang } from "../element/data-block.ts";
import type { BlockProblem } from "../block-problem/BlockProblem.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import type { CatalogLoaders } from "../element/i18n.ts";
import { useI18n } from "./use-i18n.ts";

interface ShellProps<T extends { language: Lang }> {
  tag: string;
  /** The raw data block: JSON text or an object. */
  data: unknown;
  schema: v.GenericSchema<unknown, T>;
  /** The catalogs of the element and its kits (besides core's), one list for the element's lifetime. */
  catalogs: readonly CatalogLoaders[];
  /** Shown while nothing can be shown yet; should reserve the element's space. */
  placeholder: ReactNode;
  /**
   * Renders the element for a valid block. It is called before the catalog is there (i18n null), so
   * the element can start its requests at once; it wraps what it shows in <Translated>.
   */
  children: (value: T, i18n: I18n | null) => ReactNode;
}

/**
 * Every element's outer frame (core/element/define-shop-element.tsx): parses the data block and loads
 * the catalogs of its language. A bad data block becomes a visible alert naming the field.
 */
export function WidgetShell<T extends { language: Lang }>({ tag, data, schema, catalogs, placeholder, children }: ShellProps<T>) {
  const parsed = useMemo(() => parseDataBlock(data, schema, tag), [data, schema, tag]);
  const language = parsed.ok ? parsed.value.language : parsed.language;
  const i18n = useI18n(language, catalogs);
  // The element's language, whatever the page's: hyphenation and screen readers follow it (base.css).
  return (
    <div lang={language} className="shop-lang">
      <ElementTagContext.Provider value={tag}>
        {parsed.ok ? (
          children(parsed.value, i18n)
        ) : (
          <Translated i18n={i18n} placeholder={placeholder}>
            <DataBlockError tag={tag} field={parsed.field} cause={parsed.cause} />
          </Translated>
        )}
      </ElementTagContext.Provider>
    </div>
  );
}

/** Translated content, with render errors kept inside the element; the placeholder until the catalog is there. */
export function Translated({ i18n, placeholder, children }: { i18n: I18n | null; placeholder: ReactNode; children: ReactNode }) {
  if (!i18n) return <>{placeholder}</>;
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </I18nProvider>
  );
}

const loadBlockProblem = () => import("../block-problem/BlockProblem.tsx").then((m) => m.BlockProblem);

/**
 * A broken block: a short message for the shopper; the editor's disclosure loads only now, in a slot
 * that keeps its height from the start (core/block-problem/).
 */
function DataBlockError({ tag, field, cause }: { tag: string; field: string; cause: BlockCause }) {
  const { t } = useLingui();
  const [Problem, setProblem] = useState<typeof BlockProblem | null>(null);
  useEffect(() => {
    // A failed load leaves the shopper's message alone; the browser logs the rejection.
    loadBlockProblem().then((component) => setProblem(() => component));
  }, []);
  return (
    <div className="alert" role="alert" part="error">
      {t`Dieses Element ist nicht richtig eingebunden (Feld „${field}“). Bitte wenden Sie sich an den Betreiber der Seite.`}
      <div className="problem-slot">{Problem && <Problem tag={tag} field={field} cause={cause} />}</div>
    </div>
  );
}
