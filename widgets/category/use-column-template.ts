// The table's grid columns on wide screens (ArticleTable.tsx, category.css): the page's texts are
// measured with a canvas in the fonts the table's cells have, and the table's width is shared by
// core/browse/column-widths.ts (short words whole first, then long words, then whole lines; the
// rest to the article's name). Measured once per page of rows and again when the table's width
// changes, before the frame is painted.
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
  header: string;
  name: string;
  cell: string;
  toggle: number;
}

/** The fixed tracks: the picture and the price with its quick add, and the gap between columns. */
const PICTURE = "4rem";
const PRICE = "10.5rem";

let context: CanvasRenderingContext2D | null | undefined;
function widthOf(text: string, font: string): number {
  context ??= document.createElement("canvas").getContext("2d");
  if (!context) return 0;
  context.font = font;
  return Math.ceil(context.measureText(text).width);
}

function need(column: ColumnText, font: string, fonts: Fonts): ColumnNeed {
  const toggle = column.toggle ? fonts.toggle : 0;
  const result = { least: toggle, word: toggle, line: widthOf(column.header, fonts.header) };
  const measure = (texts: readonly string[], textFont: string) => {
    for (const word of new Set(texts.flatMap(words))) {
      const width = widthOf(word, textFont);
      result.word = Math.max(result.word, width);
      if (isShortWord(word)) result.least = Math.max(result.least, width);
    }
  };
  measure([column.header], fonts.header);
  measure(column.cells, font);
  for (const cell of new Set(column.cells)) result.line = Math.max(result.line, widthOf(cell, font) + toggle);
  return result;
}

/** The grid template: picture, name, the columns, price. */
export function useColumnTemplate(table: RefObject<HTMLElement | null>, name: ColumnText, columns: readonly ColumnText[]): string {
  const [layout, setLayout] = useState<{ fonts: Fonts; room: number } | null>(null);
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return undefined;
    const font = (selector: string) => {
      const found = el.querySelector(selector);
      return found ? getComputedStyle(found).font : "";
    };
    const fonts: Fonts = {
      header: font("thead th"),
      name: font(".cell-name a"),
      cell: font("tbody td:not(.cell-image)"),
      toggle: Number.parseFloat(getComputedStyle(el).getPropertyValue("--_target")) || 44,
    };
    const measure = () => {
      const style = getComputedStyle(el);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const fixed = [...el.querySelectorAll("thead th")].filter((_, i, all) => i === 0 || i === all.length - 1);
      const fixedWidth = fixed.reduce((sum, th) => sum + th.getBoundingClientRect().width, 0);
      const room = el.clientWidth - fixedWidth - gap * (columns.length + 2);
      setLayout((last) => (last?.room === room ? last : { fonts, room }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [table, columns.length]);
  return useMemo(() => {
    // Before the first measure (replaced before that frame is painted): even shares.
    if (!layout) return [PICTURE, "minmax(0, 1.4fr)", ...columns.map(() => "minmax(0, 1fr)"), PRICE].join(" ");
    const needs = [need(name, layout.fonts.name, layout.fonts), ...columns.map((c) => need(c, layout.fonts.cell, layout.fonts))];
    const widths = fitColumns(layout.room, needs, 0);
    return [PICTURE, `minmax(${widths[0]}px, 1fr)`, ...widths.slice(1).map((w) => `${Math.floor(w)}px`), PRICE].join(" ");
  }, [layout, name, columns]);
}
