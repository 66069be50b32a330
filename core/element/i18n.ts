// Translations with Lingui. Each element gets an I18n instance for the language of its data block, so
// elements in different languages can share a page. Catalogs load on demand, one chunk per language
// and catalog: core's, those of the kits the element uses (core/forms/kit.ts, core/order-ui/kit.ts)
// and its own (lingui.config.js); scripts/catalog-loaders.mjs writes each catalog's loaders.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import coreCatalog from "../../locales/core.ts";
import type { Lang } from "./data-block.ts";
import { missingTranslation } from "./missing-translation.ts";

/** Loaders of one catalog in each language (static import() calls, so the build splits them). */
export type CatalogLoaders = Record<Lang, () => Promise<{ messages: Messages }>>;

const loading = new WeakMap<readonly CatalogLoaders[], Partial<Record<Lang, Promise<I18n>>>>();

/**
 * The I18n instance for a language with core's catalog and `catalogs` (one list per element, kept for
 * its lifetime: it is the cache key); German if they cannot be loaded.
 */
export function loadI18n(lang: Lang, catalogs: readonly CatalogLoaders[]): Promise<I18n> {
  let byLang = loading.get(catalogs);
  if (!byLang) {
    byLang = {};
    loading.set(catalogs, byLang);
  }
  const cached = byLang[lang];
  if (cached) return cached;
  const promise = Promise.all([coreCatalog, ...catalogs].map((catalog) => catalog[lang]()))
    .then((loaded) => {
      const i18n: I18n = setupI18n({
        locale: lang,
        messages: { [lang]: Object.assign({}, ...loaded.map((c) => c.messages)) },
        missing: (_, id) => missingTranslation(i18n, id),
      });
      return i18n;
    })
    .catch((error: unknown) => {
      delete byLang[lang];
      console.error(`[shop-widgets] cannot load the "${lang}" catalogs`, error);
      if (lang === "de") throw error;
      return loadI18n("de", catalogs);
    });
  byLang[lang] = promise;
  return promise;
}
