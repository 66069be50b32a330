// What the tracking element loads only once a search starts (issue 13's budget, header + tracking at
// most 36 KB before interaction): the search with the endpoint's schemas, the number form and its check, and the
// result view with its timeline and the carriers' links. import() caches each, so a preload costs
// nothing later; a failed load shows where the part is used.
export const loadSearch = () => import("./search.ts");
export const loadNumberCheck = () => import("../../core/tracking/tracking-number.ts");
export const loadResults = () => import("./results/Results.tsx").then((module) => module.Results);
/** The tracking-number form with its carrier choice: only a shopper who picks that way (or a link with a number) needs it. */
export const loadNumberForm = () => import("./NumberForm.tsx").then((module) => module.NumberForm);

/** Starts loading a part; a failure shows later, where the part is used. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
