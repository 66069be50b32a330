// An element re-renders under the shopper's keys: "Erneut versuchen" swaps the notice for the loading
// placeholder, "Weiter" swaps one checkout step for the next, a sent form becomes its confirmation.
// When the focused control goes with it, the browser puts focus on the page body and the next Tab
// starts at the top of the page. Every element's shadow root is watched (core/element/define.ts) and
// focus lands on a stated place inside the element instead.

/** Controls that can take focus (the ones a keyboard reaches and those made focusable by tabindex). */
export const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * Spread on an element to make it a landing place for focus: a heading or placeholder with
 * tabIndex -1 that says where the shopper is, or a control that is the natural next step.
 */
export const FOCUS_HOME = { "data-focus-home": "" } as const;
const HOME = "[data-focus-home]";

/**
 * When the focused control in `root` is removed, hidden or disabled and focus went to the page body,
 * focus moves to the first landing place (FOCUS_HOME) in the control's nearest remaining ancestor
 * that has one, up to the root; with none, to the first control there that takes focus. Code that
 * moves focus itself in the same render (a layout effect) comes first: focus is then not on the body.
 *
 * The focused control and its ancestors are remembered on `focusin` and checked after each change of
 * the root's tree: only Chromium fires `focusout` when a focused control is removed; Firefox and
 * WebKit move focus to the body silently (docs/decisions/focus.md).
 */
export function keepFocusIn(root: ShadowRoot): void {
  let focused: { control: HTMLElement; ancestors: Element[] } | null = null;
  let pending = 0;
  const mend = () => {
    if (focused && focusDropped(root, focused.control)) land(root, focused.ancestors);
    if (!root.activeElement) focused = null;
  };
  root.addEventListener("focusin", (event) => {
    const control = event.composedPath()[0];
    if (!(control instanceof HTMLElement)) return;
    // The path is read now: once a render removes the control, part of its ancestors go with it.
    const ancestors = event
      .composedPath()
      .filter((node): node is Element => node instanceof Element && node !== control && node.getRootNode() === root);
    focused = { control, ancestors };
  });
  // Focus on its way to a known place (its focusin follows) needs nothing. Focus left for nowhere:
  // mended at once if its control went (Chromium fires this as the control is removed), else the
  // shopper moved away (a click on the page) and it is forgotten.
  root.addEventListener("focusout", (event) => {
    if ((event as FocusEvent).relatedTarget) focused = null;
    else queueMicrotask(mend);
  });
  // A commit that removed, hid or disabled the focused control, for which Firefox and WebKit fire
  // nothing: checked after the task, so that a key's own move of
  // focus (Tab out of a panel that hides on it) comes first.
  new MutationObserver(() => {
    if (!focused || root.activeElement) return;
    clearTimeout(pending);
    pending = window.setTimeout(mend);
  }).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["disabled", "hidden", "inert", "class", "style", "open"],
  });
}

/** Focus left `control` for the page body because the control cannot hold it any more. */
function focusDropped(root: ShadowRoot, control: HTMLElement): boolean {
  const onBody = document.activeElement === null || document.activeElement === document.body;
  if (!root.host.isConnected || root.activeElement || !onBody) return false;
  // Still there and focusable: the shopper moved focus away (a click on the page), nothing to mend.
  const hidden = control.checkVisibility?.() === false; // not in browsers before 2023: then only removal counts
  return !control.isConnected || hidden || control.matches(":disabled") || control.closest("[inert]") !== null;
}

function land(root: ShadowRoot, ancestors: Element[]): void {
  const scopes: ParentNode[] = [...ancestors.filter((node) => node.isConnected), root];
  for (const selector of [HOME, FOCUSABLE])
    for (const scope of scopes)
      for (const candidate of scope.querySelectorAll<HTMLElement>(selector)) {
        // focus() is a no-op on what cannot take it (hidden, disabled, outside an open modal dialog).
        candidate.focus();
        if (root.activeElement === candidate) return;
      }
}
