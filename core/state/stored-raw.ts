// A stored value as JSON, read without valibot or nanostores and never throwing: an element's loader
// guesses its first requests with it (core/state/stored-company.ts, widgets/*/early.ts). The element's
// own store checks the value and decides; a wrong guess only costs a request nobody takes.
import { storageKey } from "./storage-key.ts";

/** The value stored under `key` (core/state/stored-atom.ts's keys), parsed; null when missing, broken or unreadable. */
export function storedJson(storage: "sessionStorage" | "localStorage", key: string): unknown {
  try {
    return JSON.parse(window[storage].getItem(storageKey(key)) ?? "null");
  } catch {
    return null;
  }
}
