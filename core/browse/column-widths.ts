// The widths of the list's text columns on wide screens (widgets/category/use-column-template.ts):
// the room is shared so that, in this order, every column holds its longest short word (no word of up
// to 12 letters splits, core/browse/short-words.ts), then its longest word (a long compound splits
// only when there is no room for it), then its longest text on one line; what is left goes to the
// flexible column (the article's name). Each step shares the room evenly among the columns that
// still want some.

/** What a column needs, in px. */
export interface ColumnNeed {
  /** Its longest short word (and any control that cannot wrap). */
  least: number;
  /** Its longest word. */
  word: number;
  /** Its longest text on one line. */
  line: number;
}

/** Gives `room` evenly to the columns below their target, none past it; returns what is left. */
function share(widths: number[], targets: readonly number[], room: number): number {
  let left = room;
  let open = widths.flatMap((w, i) => ((targets[i] ?? 0) > w ? [i] : []));
  while (left > 0.01 && open.length > 0) {
    const each = left / open.length;
    const still: number[] = [];
    for (const i of open) {
      const give = Math.min(each, (targets[i] ?? 0) - (widths[i] ?? 0));
      widths[i] = (widths[i] ?? 0) + give;
      left -= give;
      if ((widths[i] ?? 0) < (targets[i] ?? 0)) still.push(i);
    }
    open = still;
  }
  return left;
}

/** Each column's width in `room` px; below the sum of the least widths, the least widths (the table then overflows). */
export function fitColumns(room: number, needs: readonly ColumnNeed[], flexible: number): number[] {
  const widths = needs.map((n) => n.least);
  let left = room - widths.reduce((a, b) => a + b, 0);
  if (left <= 0) return widths;
  left = share(
    widths,
    needs.map((n) => Math.max(n.least, n.word)),
    left,
  );
  left = share(
    widths,
    needs.map((n) => Math.max(n.least, n.word, n.line)),
    left,
  );
  if (widths[flexible] !== undefined) widths[flexible] += left;
  return widths;
}
