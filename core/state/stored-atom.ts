// Nanostores atoms kept in Web Storage. Reads are defensive: storage may throw (private mode,
// sandboxed iframes) or hold a corrupt or foreign value; then the store starts from its default and
// the page keeps working. sessionStorage is per tab; localStorage is shared by the tabs of the
// visitor, and its atoms follow changes made in other tabs (the `storage` event). A choice asked once
// per browser session lives in localStorage under this browser session's marker (./browser-session.ts).
import { atom, type WritableAtom } from "nanostores";
import * as v from "valibot";
import { type SessionChoice, sessionChoiceStorage } from "./browser-session.ts";
import { storageKey } from "./storage-key.ts";

type StorageName = "sessionStorage" | "localStorage";

function parse<T>(key: string, raw: string | null, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
    console.warn(`[shop-widgets] ignoring stored "${key}": ${parsed.issues[0]?.message}`);
  } catch (error) {
    console.warn(`[shop-widgets] cannot read stored "${key}"`, error);
  }
  return fallback;
}

function read(storage: StorageName, key: string): string | null {
  try {
    return window[storage].getItem(storageKey(key));
  } catch {
    return null;
  }
}

function storedAtom<T>(storage: StorageName, key: string, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  const store = atom<T>(parse(key, read(storage, key), schema, fallback));
  store.listen((value) => {
    try {
      window[storage].setItem(storageKey(key), JSON.stringify(value));
    } catch {
      // Storage full or unavailable: the value still lives in memory for this page.
    }
  });
  return store;
}

/** An atom kept in sessionStorage, per tab. */
export function sessionAtom<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  return storedAtom("sessionStorage", key, schema, fallback);
}

/** An atom kept in localStorage, shared with the visitor's other tabs and following their changes. */
export function localAtom<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  const store = storedAtom("localStorage", key, schema, fallback);
  window.addEventListener("storage", (event) => {
    if (event.storageArea === localStorage && event.key === storageKey(key)) store.set(parse(key, event.newValue, schema, fallback));
  });
  return store;
}

/**
 * A choice kept for the browser session (specification section 4) and shared by its tabs, following
 * their changes; per tab where the browser session cannot be told apart (./browser-session.ts).
 */
export function sessionChoiceAtom<T>(key: SessionChoice, schema: v.GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  return sessionChoiceStorage() === "localStorage" ? localAtom(key, schema, fallback) : sessionAtom(key, schema, fallback);
}
