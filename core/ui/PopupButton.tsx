import { useState, type ComponentType } from "react";
import { ErrorNotice } from "./ErrorNotice.tsx";

/** What a lazily loaded popup receives besides its own props. */
export interface PopupProps {
  open: boolean;
  onClose: () => void;
}

interface PopupButtonProps<P> {
  label: string;
  /** Loads the popup's module on first open: its code is not part of the element's first load. */
  load: () => Promise<{ default: ComponentType<P & PopupProps> }>;
  props: P;
}

/** A link-style button that opens a dialog whose code loads when it is first opened. */
export function PopupButton<P extends object>({ label, load, props }: PopupButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<P & PopupProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const show = () => {
    setOpen(true);
    setFailed(false);
    if (Popup) return;
    load().then(
      (module) => setPopup(() => module.default),
      (error: unknown) => {
        console.error("[shop-widgets] cannot load a popup", error);
        setFailed(true);
      },
    );
  };

  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={show}>
        {label}
      </button>
      {Popup && <Popup {...props} open={open} onClose={() => setOpen(false)} />}
      {failed && <ErrorNotice onRetry={show} />}
    </>
  );
}
