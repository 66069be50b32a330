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
 */
export function keepFocusIn(root: ShadowRoot): void {
  root.addEventListener("focusout", (event) => {
    const { target, relatedTarget } = event as FocusEvent;
    if (relatedTarget || !(target instanceof HTMLElement)) return; // focus moved on to something
    // The path is read now: once the render is done the control and part of its ancestors are gone.
    const ancestors = event
      .composedPath()
      .filter((node): node is Element => node instanceof Element && node !== target && node.getRootNode() === root);
    // After the render that caused the loss (a microtask runs once its commit is complete).
    queueMicrotask(() => {
      if (focusDropped(root, target)) land(root, ancestors);
    });
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
