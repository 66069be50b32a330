import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * false: a notice the page opened by itself, not the visitor: it leaves the page usable (not inert)
   * and takes no focus; Escape or × closes it. Class `notice`: the element's sheet places it.
   */
  modal?: boolean;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the element that opened it. With `modal` false a
 * notice: the page stays usable; closed from inside, focus goes back to where the visitor was.
 */
export function Dialog({ open, title, onClose, children, modal = true }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  // In the render that removes the content (a chosen company): closing there gives focus back to the
  // opener before anything else sees it dropped.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened, or a shown notice that the visitor now asks for as the modal dialog.
    if (open && (!dialog.open || (modal && !dialog.matches(":modal")))) {
      opener.current = deepActiveElement();
      // Removing the attribute fires no close event (close() would, and close it for good).
      dialog.removeAttribute("open");
      // A notice by its attribute, not show(): show() would move the focus from what the visitor is doing.
      if (modal) dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, modal]);

  // A notice: where the visitor was last outside it, to go back there when they close it from inside.
  useEffect(() => {
    if (!open || modal) return;
    const track = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (target instanceof HTMLElement && !ref.current?.contains(target)) opener.current = target;
    };
    document.addEventListener("focusin", track, true);
    return () => document.removeEventListener("focusin", track, true);
  }, [open, modal]);

  const restoreFocus = () => {
    // A notice closed while the visitor works elsewhere on the page leaves their focus alone.
    const active = deepActiveElement();
    const fromInside = active === null || active === document.body || Boolean(ref.current?.contains(active));
    if (modal || fromInside) (opener.current as HTMLElement | null)?.focus?.();
    opener.current = null;
    onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={restoreFocus}
      part="dialog"
      className={modal ? undefined : "notice"}
      // A modal closes on Escape by itself; a notice only where the focus is inside it.
      onKeyDown={(e) => !modal && e.key === "Escape" && ref.current?.close()}
    >
      {/* Not a <header>: inside a page's banner that would be a nested banner landmark. */}
      <div className="dialog-title">
        <h2>{title}</h2>
        <button type="button" className="close" aria-label={t`Schließen`} onClick={() => ref.current?.close()}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}

/** The focused element, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
