import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FOCUS_HOME } from "./focus-keeper.ts";

/**
 * An element's space while nothing can be shown yet, before its catalog is there: silent. `className`
 * names the element's block (its CSS reserves the height of `.<block>.loading`); its children, if any,
 * show in that space (the product's server-rendered fallback, widgets/product-detail/FallbackSlot.tsx).
 */
export function Placeholder({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div className={`${className} loading`} aria-busy="true">
      {children}
    </div>
  );
}

/**
 * The same space while content loads once the catalog is there (also after "Erneut versuchen"): a
 * named progress bar, and the place where focus waits when the control that started the load went.
 * Its children, if any, show the shape of what comes (a progress bar's content is not read out).
 */
export function Loading({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div
      className={`${className} loading`}
      role="progressbar"
      aria-label={t`Wird geladen …`}
      aria-busy="true"
      tabIndex={-1}
      {...FOCUS_HOME}
    >
      {children}
    </div>
  );
}
