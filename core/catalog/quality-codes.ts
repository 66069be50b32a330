// Apart from their texts (qualities.ts), so the materials' schema (core/api/configurator.ts) and the
// lists' trade words share the codes without loading each other.

/**
 * Board qualities the bundle explains (trade words, de/en/fr); an unknown code is shown by its name only.
 * lignin-free, acid-free, buffered (alkaline reserve), unbuffered (for photographs and protein-based
 * materials), pat-tested (passed the Photographic Activity Test, ISO 18916), museum (100 % cotton rag).
 */
export const KNOWN_QUALITIES = ["lignin-free", "acid-free", "buffered", "unbuffered", "pat-tested", "museum"] as const;
