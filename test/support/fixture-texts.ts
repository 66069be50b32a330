// The demo's fixture data as the fake API serves it in a language: article names and descriptions
// (German in every language, as in the real CRM), short values translated (demo/mocks/terms.ts),
// category and CMS texts. test/support/page-words.mjs excepts them from the word and number checks:
// they are the shop's data, not its own texts. Units are left out: the page says them itself.
import { allArticles } from "../../demo/mocks/catalogue.ts";
import * as tree from "../../demo/mocks/catalogue-tree.ts";
import * as configurator from "../../demo/mocks/fixtures-configurator.ts";
import * as fixtures from "../../demo/mocks/fixtures.ts";
import { translateValue } from "../../demo/mocks/terms.ts";
import contentPages from "../../demo/storefront/content-pages.json";

const UNIT_KEYS = new Set(["unit", "einheit", "orderItemUnit"]);

function collect(value: unknown, out: Set<string>, seen: Set<object>): void {
  if (typeof value === "string") out.add(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    for (const [key, inner] of entries) if (!UNIT_KEYS.has(key)) collect(inner, out, seen);
  }
}

/** Every data text of the fake API, as it answers in `language`. */
export function fixtureTexts(language: string): string[] {
  const out = new Set<string>();
  collect([allArticles(), { ...tree }, { ...configurator }, { ...fixtures }, contentPages], out, new Set());
  return [...out].map((text) => translateValue(text, language) ?? text);
}
