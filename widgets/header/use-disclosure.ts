// A button that shows and hides a panel (the disclosure pattern): the header's menu and, on narrow
// pages, its search. The panel closes on Escape (focus goes back to the button), when focus moves to
// something outside the region (button and panel), and on a press outside.
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);

  /** Closes the panel with focus on the button (before the panel goes, so focus never drops). */
  const close = useCallback(() => {
    button.current?.focus();
    setOpen(false);
  }, []);

  // In the commit that opens the panel: a press right after (before the next frame) closes it too.
  useLayoutEffect(() => {
    if (!open) return;
    // A press, not a click: iOS sends no click for a tap on plain content. Focus inside leaves first,
    // while its control still shows, and the panel closes after the focus keeper
    // (core/ui/focus-keeper.ts) has seen that: else it would pull focus back into the header.
    const onPress = (event: PointerEvent) => {
      const inside = region.current;
      if (!inside || event.composedPath().includes(inside)) return;
      const focused = (inside.getRootNode() as ShadowRoot).activeElement;
      if (focused instanceof HTMLElement && inside.contains(focused)) focused.blur();
      queueMicrotask(() => setOpen(false));
    };
    document.addEventListener("pointerdown", onPress);
    return () => document.removeEventListener("pointerdown", onPress);
  }, [open]);

  return {
    open,
    close,
    buttonProps: { ref: button, "aria-expanded": open, onClick: () => setOpen(!open) },
    regionProps: {
      ref: region,
      // A key the panel's content handled itself (the search closing its list) is not a close.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "Escape" || !open || event.defaultPrevented) return;
        event.preventDefault();
        close();
      },
      onBlur: (event: FocusEvent) => {
        const to = event.relatedTarget as Node | null;
        if (to && !region.current?.contains(to)) setOpen(false);
      },
    },
  };
}
