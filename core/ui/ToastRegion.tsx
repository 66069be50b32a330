import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { defineElement } from "../element/define.ts";
import { keptClear } from "./keep-clear.ts";
import css from "./toast-region.css";
import { $toasts, dismissToast, type Toast } from "./toast-store.ts";
import { toastTop } from "./toast-place.ts";

export const TOAST_MS = 3000;
const MARGIN = 16;

/**
 * The page's single toast region, top right, added to <body> when toasts are first needed.
 * Each toast is a role="status" message inside a polite live region that exists before it.
 * @csspart toast
 */
export function ToastRegion() {
  const toasts = useStore($toasts);
  const region = useRef<HTMLDivElement>(null);
  usePlacement(region, toasts.length > 0);
  return (
    <div className="region" aria-live="polite" ref={region}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

/** One toast: it closes after TOAST_MS, but not while hovered or focused (WCAG 2.2.1); Escape closes it. */
function ToastItem({ toast }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [hovered, focused, toast.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // The focus goes back where it came from, not to the page's start.
    cameFrom.current?.focus();
    dismissToast(toast.id);
  };

  return (
    <div
      role="status"
      className={`toast ${toast.kind}`}
      part="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!focused && event.relatedTarget instanceof HTMLElement) cameFrom.current = event.relatedTarget;
        setFocused(true);
      }}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
      onKeyDown={onKeyDown}
    >
      <p className="text">{toast.text}</p>
      {toast.detail && <p className="detail">{toast.detail}</p>}
      {toast.links && (
        <p className="links">
          {toast.links.map((link) => (
            <a key={link.href} href={link.href} className={link.primary ? "button primary" : "button"}>
              {link.label}
            </a>
          ))}
        </p>
      )}
    </div>
  );
}

/** Keeps the region top right, below what it must not cover (keep-clear.ts), while toasts show. */
function usePlacement(region: { current: HTMLDivElement | null }, showing: boolean) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !showing) return;
    const place = () => {
      const own = element.getBoundingClientRect();
      const keep = [...keptClear]
        .map((kept) => kept.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.bottom > 0 && box.top < innerHeight);
      const top = toastTop({ left: own.left, right: own.right, height: own.height, margin: MARGIN, keep, viewHeight: innerHeight });
      element.style.top = `${top}px`;
    };
    place();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    addEventListener("scroll", later, { passive: true });
    addEventListener("resize", later);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", later);
      removeEventListener("resize", later);
    };
  });
}

defineElement("shop-toast-region", ToastRegion, css);
