import type { CatalogLoaders } from "./i18n.ts";

/**
 * A shared piece's CSS and catalog together (core/forms/kit.ts, core/order-ui/kit.ts,
 * core/ui/stepper-kit.ts): an element lists the kits of the pieces it renders, so it cannot use a
 * piece and forget its styles or its texts.
 */
export interface Kit {
  css: string;
  /** The piece's texts, when they are not in core's catalog. */
  catalog?: CatalogLoaders;
}
