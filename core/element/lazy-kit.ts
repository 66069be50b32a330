// A kit (core/element/kit.ts) for a part that loads lazily (the product page's related articles): its
// CSS joins the element's shadow root as one more constructable sheet, its catalog joins the element's
// I18n in the element's language. So neither counts in what the element loads before interaction.
import type { I18n } from "@lingui/core";
import type { Lang } from "./data-block.ts";
import type { Kit } from "./kit.ts";

const sheets = new WeakMap<Kit, CSSStyleSheet>();

function sheetOf(kit: Kit): CSSStyleSheet {
  let sheet = sheets.get(kit);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(kit.css);
    sheets.set(kit, sheet);
  }
  return sheet;
}

/** Adds the kits' CSS to the shadow root `inside` lives in (once each) and their texts to `i18n`. */
export async function adoptKits(kits: readonly Kit[], i18n: I18n, inside: Node): Promise<void> {
  const root = inside.getRootNode();
  if (root instanceof ShadowRoot) {
    const missing = kits.map(sheetOf).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
  }
  const lang = i18n.locale as Lang;
  const loaded = await Promise.all(kits.flatMap((kit) => (kit.catalog ? [kit.catalog[lang]()] : [])));
  // The element's own texts win over a kit's.
  i18n.load(lang, Object.assign({}, ...loaded.map((c) => c.messages), i18n.messages));
}
