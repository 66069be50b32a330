// A nanostores atom kept in sessionStorage for the browser session (specification section 4).
// Reads are defensive: storage may throw (private mode, sandboxed iframes) or hold a corrupt or
// foreign value; then the store starts from its default and the page keeps working.
import { atom, type WritableAtom } from "nanostores";
import * as v from "valibot";

const PREFIX = "shop:";

function readStored<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return fallback;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    console.warn(`[shop-widgets] ignoring stored "${key}": ${parsed.issues[0]?.message}`);
  } catch (error) {
    console.warn(`[shop-widgets] cannot read stored "${key}"`, error);
  }
  return fallback;
}

function writeStored(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the value still lives in memory for this page.
  }
}

/** Creates an atom initialised from sessionStorage and written back on every change. */
export function sessionAtom<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  const store = atom<T>(readStored(key, schema, fallback));
  store.listen((value) => writeStored(key, value));
  return store;
}
