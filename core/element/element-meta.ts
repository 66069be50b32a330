// The public surface of an element beyond its data block: widgets/<folder>/meta.ts. Never imported by
// the bundle; scripts/element-api.mjs reads it for dist/custom-elements.json, the element tables of
// README.md and docs/README.md, and the example and tables in docs/elements/<folder>.md, and
// test/node/element-api.test.mjs checks it against the code.
import type * as v from "valibot";
import type { ShopEventName } from "./events.ts";

/** name → what it is, for the tables and the manifest. */
type Described<Name extends string> = Partial<Record<Name, string>>;

export interface ElementMeta<Schema extends v.GenericSchema = v.GenericSchema> {
  /** What the element is and where it is placed, in a sentence or two. */
  summary: string;
  /** What it is in a few words, for the element tables of README.md and docs/README.md. */
  short: string;
  /** The data block's schema, the one its element.ts parses with. */
  schema: Schema;
  /** A complete data block an editor can copy (docs/elements/<folder>.md shows it); it passes `schema`. */
  example: v.InferInput<Schema>;
  /** Window events the element fires (core/element/events.ts): every emit() in its folder. */
  emits?: Described<ShopEventName>;
  /** Window events it listens to: every listen() in its folder, and browser events such as storage. */
  listens?: Described<ShopEventName | "storage">;
  /** Every part="…" the element renders, its kits' and core's pieces included. */
  parts: Record<string, string>;
  /** Its own custom properties (var(--shop-…) in its CSS and its kits'); the theme's are in theme-properties.ts. */
  cssProperties?: Record<string, string>;
}
