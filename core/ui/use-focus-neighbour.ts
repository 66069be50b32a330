// Keeps a keyboard user's place in a list whose items can go away (a removed cart line): the focus
// would otherwise fall to the page body and the next Tab would start at the top of the page.
import { useLayoutEffect, useRef, type FocusEvent } from "react";
import { FOCUSABLE } from "./focus-keeper.ts";

interface Place {
  key: string;
  /** The focused control's position among its item's controls: the neighbour's same control gets focus. */
  control: number;
  root: Document | ShadowRoot;
}

/**
 * When the item holding focus leaves the list, focus moves to the same control of the next item,
 * else of the previous one, else to `fallback()` (the list's heading, focusable with tabIndex -1).
 * Items carry `data-key` with their key; spread `listProps` on the list element.
 */
export function useFocusNeighbour<List extends HTMLElement>(keys: readonly string[], fallback: () => HTMLElement | null) {
  const list = useRef<List | null>(null);
  const place = useRef<Place | null>(null);
  const previousKeys = useRef(keys);

  const onFocus = (event: FocusEvent<List>) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>("[data-key]");
    if (!item?.dataset.key) return;
    const control = [...item.querySelectorAll(FOCUSABLE)].indexOf(target);
    place.current = { key: item.dataset.key, control, root: target.getRootNode() as Document | ShadowRoot };
  };
  // Focus moved on to something outside the list: there is no place to keep. (A removed control
  // has no relatedTarget.)
  const onBlur = (event: FocusEvent<List>) => {
    const to = event.relatedTarget as Node | null;
    if (to && !list.current?.contains(to)) place.current = null;
  };

  useLayoutEffect(() => {
    const before = previousKeys.current;
    previousKeys.current = keys;
    const at = place.current;
    if (!at || keys.includes(at.key)) return;
    place.current = null;
    const active = at.root.activeElement;
    if (active && active !== document.body) return; // the shopper is elsewhere already
    const gone = before.indexOf(at.key);
    const next =
      before.slice(gone + 1).find((key) => keys.includes(key)) ??
      before
        .slice(0, gone)
        .reverse()
        .find((key) => keys.includes(key));
    const item =
      next === undefined
        ? null
        : [...(list.current?.querySelectorAll<HTMLElement>("[data-key]") ?? [])].find((el) => el.dataset.key === next);
    const controls = item ? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    (controls[at.control] ?? controls.at(-1) ?? fallback())?.focus();
  }, [keys.join("\n")]);

  return { listProps: { ref: list, onFocus, onBlur } };
}
