// A click is a mouse-down and a mouse-up on the same control. A mouse-down on a button leaves a field,
// and what the field says on leaving (a note that appears or goes) would move the button out from under
// the pointer before the mouse-up: the click is lost. So a change that comes while a mouse button is
// down is shown once it is up and its click has run (docs/decisions/amount-notes.md). A tap sends the
// same mouse events.
import { useLayoutEffect, useState } from "react";

let pressed = false;
let tracking = false;

const press = (down: boolean) => () => {
  pressed = down;
};

function trackPress(): void {
  if (tracking) return;
  tracking = true;
  // Capture on the window: a press anywhere, also in another element's shadow root, before its default
  // action moves the focus.
  addEventListener("mousedown", press(true), true);
  addEventListener("mouseup", press(false), true);
}

/** `value`, but a change while a mouse button is down shows after the button is up and its click ran. */
export function useHeldWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useLayoutEffect(trackPress, []);
  useLayoutEffect(() => {
    if (!pressed) {
      setShown(() => value);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the mouse-up the browser dispatches the click; a task later it has run.
    const release = () => {
      timer = setTimeout(() => setShown(() => value));
    };
    addEventListener("mouseup", release, { capture: true, once: true });
    return () => {
      removeEventListener("mouseup", release, { capture: true });
      clearTimeout(timer);
    };
  }, [value]);
  return pressed ? shown : value;
}
