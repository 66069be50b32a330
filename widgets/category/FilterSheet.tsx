// The phones' filter sheet behind "Filter (n)" (FilterPanel.tsx): a modal dialog sliding up (focus stays
// inside, Escape closes), whose "N Artikel anzeigen" shows the count of each tick at once. A lazy chunk
// with its CSS (filter-sheet.css): only a shopper who presses the button needs it.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useRef } from "react";
import { Dialog } from "../../core/ui/Dialog.tsx";
import { useLazyKits } from "../../core/ui/use-lazy-kits.ts";
import css from "./filter-sheet.css";

const KITS = [{ css }];

export interface FilterSheetProps {
  open: boolean;
  /** The filter fields, the same as the sidebar's. */
  fields: ReactNode;
  /** "Alle Filter entfernen". */
  onClear: () => void;
  /** The articles the filters leave. */
  count: number;
  /** "N Artikel anzeigen" asks the sheet to close. */
  onHide: () => void;
  /** The sheet closed (Escape, ×, or `show`: "N Artikel anzeigen"). */
  onClosed: (show: boolean) => void;
}

export function FilterSheet({ open, fields, onClear, count, onHide, onClosed }: FilterSheetProps) {
  const { t } = useLingui();
  const anchor = useRef<HTMLDivElement>(null);
  const ready = useLazyKits(KITS, anchor);
  const showing = useRef(false);
  return (
    <div ref={anchor} className="filter-sheet">
      <Dialog
        open={open && ready}
        title={t`Filter`}
        onClose={() => {
          onClosed(showing.current);
          showing.current = false;
        }}
      >
        <div className="sheet-body" part="filters">
          <div className="filter-fields">{fields}</div>
        </div>
        <div className="sheet-actions">
          <button type="button" onClick={onClear}>
            {t`Alle Filter entfernen`}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => {
              showing.current = true;
              onHide();
            }}
          >
            {/* Announced as it changes: the count behind the sheet is out of reach while it is open. */}
            <span aria-live="polite">{t({ message: plural(count, { one: "# Artikel anzeigen", other: "# Artikel anzeigen" }) })}</span>
          </button>
        </div>
      </Dialog>
    </div>
  );
}
