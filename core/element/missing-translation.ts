// A message without a text in the loaded catalogs: a piece whose kit the element does not list, or a
// catalog older than the code. Test builds throw (__SHOP_TEST__, test/build-tests.mjs), so a test that
// renders such a message fails; production never shows the message id.
import type { I18n, Messages } from "@lingui/core";

const reported = new Set<string>();
const fillingIn = new WeakSet<I18n>();

const problem = (i18n: I18n, id: string) => `[shop-widgets] no "${i18n.locale}" text for message ${id}: is the catalog of its kit loaded?`;

/** Lingui's `missing` handler of every element's I18n (core/element/i18n.ts). */
export function missingTranslation(i18n: I18n, id: string): string {
  if (__SHOP_TEST__) throw new Error(problem(i18n, id));
  return germanSoon(i18n, id);
}

/**
 * Logs the message once and shows nothing for it until every German catalog has loaded
 * (locales/german.ts, written by scripts/catalog-loaders.mjs); then the German text, as
 * I18n.load re-renders through I18nProvider.
 */
export function germanSoon(i18n: I18n, id: string): string {
  if (!reported.has(id)) {
    reported.add(id);
    console.error(problem(i18n, id));
  }
  if (!fillingIn.has(i18n)) {
    fillingIn.add(i18n);
    void import("../../locales/german.ts")
      .then((german) => Promise.all(german.default.map((load) => load())))
      .then((loaded) => i18n.load(i18n.locale, Object.assign({}, ...loaded.map((c) => c.messages), i18n.messages) as Messages));
  }
  return "";
}
