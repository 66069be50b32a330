import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type ReactNode } from "react";

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the element that opened it.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  // In the render that removes the content (a chosen company): closing there gives focus back to the
  // opener before anything else sees it dropped.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = deepActiveElement();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const restoreFocus = () => {
    (opener.current as HTMLElement | null)?.focus?.();
    opener.current = null;
    onClose();
  };

  return (
    <dialog ref={ref} aria-label={title} onClose={restoreFocus} part="dialog">
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
