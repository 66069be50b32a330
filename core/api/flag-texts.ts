// The spellings of a flag a CMS writes, without valibot: coerce.ts's flag() reads them, and so does an
// element's loader (widgets/tracking/early.ts) before the element's schema has seen the block.

/** Compared trimmed and in lower case; '' (an empty field) is false. */
export const FLAG_TEXTS = { true: true, false: false, "1": true, "0": false, yes: true, no: false, "": false } as const;

/** A flag as flag() reads it (a boolean, 1/0, or one of FLAG_TEXTS in any case), or null for anything else. */
export function flagValue(x: unknown): boolean | null {
  if (typeof x === "boolean") return x;
  if (x === 0 || x === 1) return x === 1;
  const text = typeof x === "string" ? x.trim().toLowerCase() : null;
  return text !== null && Object.hasOwn(FLAG_TEXTS, text) ? FLAG_TEXTS[text as keyof typeof FLAG_TEXTS] : null;
}
