// A button that shows and hides a panel (the disclosure pattern): the header's menu and, on narrow
// pages, its search. The panel closes on Escape (focus goes back to the button), when focus moves to
// something outside the region (button and panel), and on a click outside. A click outside closes it
// only after the press has moved focus: closed at the press, the focused control would vanish under
// it and the focus keeper (core/ui/focus-keeper.ts) would pull focus back into the header.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLDivElement>(null);

  /** Closes the panel with focus on the button (before the panel goes, so focus never drops). */
  const close = useCallback(() => {
    button.current?.focus();
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (region.current && !event.composedPath().includes(region.current)) setOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
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
