// The later steps load apart from the checkout's first view (the address step): the overview (order
// placing, deal body) and the payment panel (providers, hosted card fields, PayPal window). Each is
// preloaded by the step before it, so the shopper never waits for one; a reload on a later step loads
// its code at once.
export const loadOverviewStep = () => import("./OverviewStep.tsx").then((module) => module.OverviewStep);
export const loadPayStep = () => import("./PayStep.tsx").then((module) => module.PayStep);
/** The order summary's lines and totals: asked for with the checkout's first view, which shows the total alone. */
export const loadSummaryDetails = () => import("./SummaryDetails.tsx").then((module) => module.SummaryDetails);

/** Preloads a step's code; a failure shows later, where the step is rendered (LazyPart). */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
