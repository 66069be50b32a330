// A message without a text in the loaded catalogs: a piece whose kit the element does not list, or a
// catalog older than the code. Test builds throw (__SHOP_TEST__, test/build-tests.mjs), so a test that
// renders such a message fails; production never shows the message id: it shows nothing until the
// German text is there (german-fallback.ts, loaded only then).
import type { I18n } from "@lingui/core";

/** Lingui's `missing` handler of every element's I18n (core/element/i18n.ts). */
export function missingTranslation(i18n: I18n, id: string): string {
  if (__SHOP_TEST__) throw new Error(`[shop-widgets] no "${i18n.locale}" text for message ${id}: is the catalog of its kit loaded?`);
  void import("./german-fallback.ts").then((fallback) => fallback.fillInGerman(i18n, id));
  return "";
}
