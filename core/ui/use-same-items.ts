// An array that keeps its identity while its items stay the same: a list recomputed from a new source
// (the category's index replacing its first page, issue 23) does not rebuild what was built from the old.
import { useRef } from "react";

/** `items`, or the last array given when each of its items is `same` as the one at its place. */
export function useSameItems<T>(items: readonly T[], same: (a: NoInfer<T>, b: NoInfer<T>) => boolean = Object.is): readonly T[] {
  const last = useRef(items);
  const previous = last.current;
  if (previous.length !== items.length || previous.some((item, i) => !same(item, items[i] as T))) last.current = items;
  return last.current;
}
