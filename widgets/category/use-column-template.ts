// The table's grid columns (ArticleTable.tsx, category.css): the page's texts are measured with a
// canvas in the fonts of the table's header and cells, and the table's width is shared by
// core/browse/column-widths.ts (short words whole first, then long words, then whole lines; the
// rest to the article's name). When the columns' short words do not fit side by side (a phone, or
// a narrow screen and many columns), the rows become article cards instead. Measured once per page
// of rows and again when the table's width changes, before the frame is painted.
import { type RefObject, useLayoutEffect, useMemo, useState } from "react";
import { type ColumnNeed, fitColumns } from "../../core/browse/column-widths.ts";
import { isShortWord, words } from "../../core/browse/short-words.ts";

/** A column's texts: its header and the page's cells. */
export interface ColumnText {
  header: string;
  cells: readonly string[];
  /** Whether a cell holds a trade word's toggle (a 44 px button that may stand on a line of its own). */
  toggle: boolean;
}

interface Fonts {
  /** The headers' (bold): the article's name is set about as bold. */
  header: string;
  cell: string;
  toggle: number;
}

/**
 * Below this window width the rows are most likely cards: the first render shows them so, and the
 * measure (before that frame is painted) only confirms it, instead of styling and laying out the
 * page's rows as a table first and again as cards (issue 23: most of a phone's first render).
 */
const CARDS_LIKELY_BELOW = 640;

/** The fixed tracks in rem: the picture, and the price with its quick add. */
const PICTURE = 4;
const PRICE = 10.5;

let context: CanvasRenderingContext2D | null | undefined;
/** The font last set on the canvas: reading `context.font` back gives it normalised ("700" as "bold"), never equal. */
let contextFont = "";
/** Widths already measured, by font and text: a filter's next rows repeat most words (and setting a
    canvas's font parses it each time). */
const measured = new Map<string, number>();
function widthOf(text: string, font: string): number {
  const key = `${font}\n${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    context ??= document.createElement("canvas").getContext("2d");
    if (!context) return 0;
    if (contextFont !== font) {
      context.font = font;
      contextFont = font;
    }
    width = Math.ceil(context.measureText(text).width);
    measured.set(key, width);
  }
  return width;
}

/**
 * What a column needs; null as soon as its short words alone need more than `room` (the rows are then
 * cards, and nothing more needs measuring: on a phone, the first word or two).
 */
function need(column: ColumnText, font: string, fonts: Fonts, room: number): ColumnNeed | null {
  const toggle = column.toggle ? fonts.toggle : 0;
  const result = { least: toggle, word: toggle, line: 0 };
  const measure = (texts: readonly string[], textFont: string) => {
    for (const word of new Set(texts.flatMap(words))) {
      const width = widthOf(word, textFont);
      result.word = Math.max(result.word, width);
      if (isShortWord(word)) result.least = Math.max(result.least, width);
      if (result.least > room) return false;
    }
    return true;
  };
  if (!measure([column.header], fonts.header) || !measure(column.cells, font)) return null;
  result.line = widthOf(column.header, fonts.header);
  for (const cell of new Set(column.cells)) result.line = Math.max(result.line, widthOf(cell, font) + toggle);
  return result;
}

/** The grid template (picture, name, the columns, price), and whether the rows are cards instead. */
export function useColumnTemplate(
  table: RefObject<HTMLElement | null>,
  name: ColumnText,
  columns: readonly ColumnText[],
): { template: string; cards: boolean } {
  const [layout, setLayout] = useState<{ fonts: Fonts; room: number } | null>(null);
  const [cardsLikely] = useState(() => innerWidth < CARDS_LIKELY_BELOW);
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return undefined;
    const font = (selector: string) => {
      const found = el.querySelector(selector);
      return found ? getComputedStyle(found).font : "";
    };
    const fonts: Fonts = {
      header: font("thead th"),
      cell: font("tbody td:not(.cell-image)"),
      toggle: Number.parseFloat(getComputedStyle(el).getPropertyValue("--_target")) || 44,
    };
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
      const room = el.clientWidth - (PICTURE + PRICE) * rem - gap * (columns.length + 2);
      setLayout((last) => (last?.room === room ? last : { fonts, room }));
    };
    measure();
    // A new width is measured in the next frame: a layout changed inside the observer's own callback
    // would be a resize loop (and the rows' growing height is no new width).
    let width = el.clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [table, columns.length]);
  return useMemo(() => {
    // Before the first measure (replaced before that frame is painted), and for cards (whose rows do
    // not use it): even shares.
    const even = `${PICTURE}rem minmax(0, 1.4fr) ${columns.map(() => "minmax(0, 1fr) ").join("")}${PRICE}rem`;
    if (!layout) return { template: even, cards: cardsLikely };
    const needs: ColumnNeed[] = [];
    let least = 0;
    for (const column of [name, ...columns]) {
      const fitted = need(column, needs.length === 0 ? layout.fonts.header : layout.fonts.cell, layout.fonts, layout.room - least);
      // Cards once the short words cannot stand side by side: the rest needs no measuring (on a phone
      // this was most of the first render's canvas work, docs/decisions/category-answer.md).
      if (!fitted) return { template: even, cards: true };
      least += fitted.least;
      needs.push(fitted);
    }
    const widths = fitColumns(layout.room, needs, 0);
    const tracks = [`minmax(${widths[0]}px, 1fr)`, ...widths.slice(1).map((w) => `${Math.floor(w)}px`)];
    return { template: `${PICTURE}rem ${tracks.join(" ")} ${PRICE}rem`, cards: false };
  }, [layout, name, columns, cardsLikely]);
}
