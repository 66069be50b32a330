// The public surface of an element beyond its data block: widgets/<folder>/meta.ts. Never imported by
// the bundle; scripts/element-api.mjs reads it for dist/custom-elements.json and the tables in
// docs/elements/<folder>.md, and test/node/element-api.test.mjs checks it against the code.
import type { ShopEventName } from "./events.ts";

/** name → what it is, for the tables and the manifest. */
type Described<Name extends string> = Partial<Record<Name, string>>;

export interface ElementMeta {
  /** What the element is and where it is placed, in a sentence or two. */
  summary: string;
  /** Window events the element fires (core/element/events.ts): every emit() in its folder. */
  emits?: Described<ShopEventName>;
  /** Window events it listens to: every listen() in its folder, and browser events such as storage. */
  listens?: Described<ShopEventName | "storage">;
  /** Every part="…" the element renders, its kits' and core's pieces included. */
  parts: Record<string, string>;
  /** Its own custom properties (var(--shop-…) in its CSS and its kits'); the theme's are in theme-properties.ts. */
  cssProperties?: Record<string, string>;
}
