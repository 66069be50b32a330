// A click is a mouse-down and a mouse-up on the same control. A mouse-down on a button leaves a field,
// and what the field says on leaving (a note that appears or goes) would move the button out from under
// the pointer before the mouse-up: the click is lost. So a change that comes while a mouse button is
// down is shown once it is up and its click has run (docs/decisions/amount-notes.md). A tap sends the
// same mouse events.
import { useLayoutEffect, useState } from "react";

let pressed = false;
// Capture on the window: a press anywhere, also in another element's shadow root, before its default
// action moves the focus.
addEventListener("mousedown", () => (pressed = true), true);
addEventListener("mouseup", () => (pressed = false), true);

/** `value`, but a change while a mouse button is down shows after the button is up and its click ran. */
export function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useLayoutEffect(() => {
    const show = () => setShown(() => value);
    if (!pressed) return show();
    // After the mouse-up the browser dispatches the click; a task later it has run.
    const later = () => setTimeout(show);
    addEventListener("mouseup", later, { capture: true, once: true });
    return () => removeEventListener("mouseup", later, true);
  }, [value]);
  return pressed ? shown : value;
}
