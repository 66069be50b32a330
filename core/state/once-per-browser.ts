// Something done once per id in this browser (a deal's purchase reported, its cart finished), remembered
// in localStorage: a reload or an old page reopened from the history does it no second time. Kept in
// a short list per key; older ids drop out.
import * as v from "valibot";

/** Enough for every recent order of one browser. */
const KEEP = 20;

function doneIds(key: string): string[] {
  try {
    const parsed = v.safeParse(v.array(v.string()), JSON.parse(localStorage.getItem(key) ?? "[]"));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/**
 * True the first time `id` comes under `key` in this browser, and remembers it. With storage blocked
 * always true: the thing is done again, as it would be without any storage.
 */
export function firstTimeInBrowser(key: string, id: string): boolean {
  const done = doneIds(key);
  if (done.includes(id)) return false;
  try {
    localStorage.setItem(key, JSON.stringify([...done, id].slice(-KEEP)));
  } catch {
    // Storage blocked: see above.
  }
  return true;
}
