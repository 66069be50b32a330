// The configuration's state: the page URL (b.…, core/configurator/box-url.ts) holds every choice and
// each length in whole millimetres, so reload, back and a shared link restore it; the fields hold the
// text as the shopper typed it ("320,5", "12 1/2"), which the URL cannot (it keeps 321). A length the
// shopper is still typing that means nothing yet ("32a") goes into the URL as typed, so a reload shows
// it with its problem instead of dropping it.
import { useLayoutEffect, useRef, useState } from "react";
import type { BoxAxis, BoxSize } from "../../core/configurator/box-geometry.ts";
import { BOX_URL_PREFIX, type BoxUrlState, readBoxUrl, writeBoxUrl } from "../../core/configurator/box-url.ts";
import { type LengthUnit, lengthInput, parseLength } from "../../core/configurator/units.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";

export const AXES: readonly BoxAxis[] = ["length", "width", "height"];

export type FieldTexts = Record<BoxAxis, string>;

/** What the URL keeps of a field's text: whole mm when it means a length, else the text; null when empty. */
export function urlValueOf(text: string, unit: LengthUnit): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const parsed = parseLength(trimmed, unit);
  return parsed.ok ? String(parsed.mm) : trimmed;
}

/** The millimetres a URL value means: whole mm, or (a hand-written link) a length as typed; null otherwise. */
export function mmOfUrlValue(value: string | null, unit: LengthUnit): number | null {
  if (value === null) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parsed = parseLength(value, unit);
  return parsed.ok ? parsed.mm : null;
}

/** The field's text for a URL value: its millimetres shown in `unit`, or the text it holds. */
function textOf(value: string | null, unit: LengthUnit): string {
  if (value === null) return "";
  return /^\d+$/.test(value) ? lengthInput(Number(value), unit) : value;
}

const encode = (state: BoxUrlState) => writeBoxUrl(new URLSearchParams(), state);

/** The choices in effect that every change writes too (the category and type the form shows). */
export type InEffect = Pick<BoxUrlState, "categoryId" | "boxId">;

export interface BoxUrl {
  url: BoxUrlState;
  /**
   * Changes the URL state from its latest value (several changes before the next render all count);
   * `push` for a discrete choice (back undoes it), else the entry is replaced.
   */
  update: (change: (current: BoxUrlState) => BoxUrlState, push?: boolean) => void;
  unit: LengthUnit;
  texts: FieldTexts;
  /** The fields the shopper has typed in (an empty one says so only then). */
  touched: ReadonlySet<BoxAxis>;
  setText: (axis: BoxAxis, text: string, inEffect: InEffect) => void;
  setUnit: (unit: LengthUnit, inEffect: InEffect) => void;
  /** Fills the fields with `size` (the size the form opens with; not typed, so not touched) and the URL with it. */
  start: (size: BoxSize, inEffect: InEffect) => void;
}

/** The URL state under `b.` and the fields' texts, kept in step; `defaultUnit` while the URL names none. */
export function useBoxUrl(defaultUnit: LengthUnit): BoxUrl {
  const [url, setUrl] = useUrlState(BOX_URL_PREFIX, encode, readBoxUrl);
  const latest = useRef(url);
  latest.current = url;
  const unit = url.unit ?? defaultUnit;
  const [texts, setTexts] = useState<FieldTexts>(() => ({
    length: textOf(url.length, unit),
    width: textOf(url.width, unit),
    height: textOf(url.height, unit),
  }));
  const [touched, setTouched] = useState<ReadonlySet<BoxAxis>>(() => new Set(AXES.filter((axis) => url[axis] !== null)));

  // Back, forward: a field whose text no longer means the URL's value shows the URL's value.
  useLayoutEffect(() => {
    setTexts((current) => {
      const stale = AXES.filter((axis) => urlValueOf(current[axis], unit) !== url[axis]);
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const axis of stale) next[axis] = textOf(url[axis], unit);
      return next;
    });
  }, [url.length, url.width, url.height, unit]);

  const update = (change: (current: BoxUrlState) => BoxUrlState, push = false) => {
    latest.current = change(latest.current);
    setUrl(latest.current, push);
  };

  const setText = (axis: BoxAxis, text: string, inEffect: InEffect) => {
    setTexts((current) => ({ ...current, [axis]: text }));
    setTouched((current) => (current.has(axis) ? current : new Set([...current, axis])));
    update((current) => ({ ...current, ...inEffect, [axis]: urlValueOf(text, current.unit ?? defaultUnit) }));
  };

  // The millimetres stay as they are; the fields show them in the new unit (a text that means no
  // length stays as typed).
  const setUnit = (next: LengthUnit, inEffect: InEffect) => {
    const kept = latest.current;
    setTexts((current) => {
      const shown = { ...current };
      for (const axis of AXES) {
        const value = kept[axis];
        if (value !== null && /^\d+$/.test(value)) shown[axis] = lengthInput(Number(value), next);
      }
      return shown;
    });
    update((current) => ({ ...current, ...inEffect, unit: next }), true);
  };

  const start = (size: BoxSize, inEffect: InEffect) => {
    const values = { length: String(size.length), width: String(size.width), height: size.height === null ? null : String(size.height) };
    setTexts({ length: textOf(values.length, unit), width: textOf(values.width, unit), height: textOf(values.height, unit) });
    update((current) => ({ ...current, ...inEffect, ...values }));
  };

  return { url, update, unit, texts, touched, setText, setUnit, start };
}
