// Translations with Lingui. Each element gets an I18n instance for the language of its data block, so
// elements in different languages can share a page. Catalogs load on demand, one chunk per language
// and catalog: the texts of core/ and those of the element's own folder (lingui.config.js).
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Lang } from "./data-block.ts";

/** Loaders of one catalog in each language (static import() calls, so the build splits them). */
export type Catalogs = Record<Lang, () => Promise<{ messages: Messages }>>;

const coreCatalogs: Catalogs = {
  de: () => import("../../locales/de/core.ts"),
  en: () => import("../../locales/en/core.ts"),
  fr: () => import("../../locales/fr/core.ts"),
};

/** One loader from several catalogs of a language (an element with forms loads forms + its own). */
export async function mergeCatalogs(...loads: Promise<{ messages: Messages }>[]): Promise<{ messages: Messages }> {
  const loaded = await Promise.all(loads);
  return { messages: Object.assign({}, ...loaded.map((c) => c.messages)) };
}

const loading = new WeakMap<Catalogs, Partial<Record<Lang, Promise<I18n>>>>();

/** The I18n instance for a language and an element's catalogs; German if they cannot be loaded. */
export function loadI18n(lang: Lang, catalogs: Catalogs): Promise<I18n> {
  let byLang = loading.get(catalogs);
  if (!byLang) {
    byLang = {};
    loading.set(catalogs, byLang);
  }
  const cached = byLang[lang];
  if (cached) return cached;
  const promise = Promise.all([coreCatalogs[lang](), catalogs[lang]()])
    .then(([core, own]) => setupI18n({ locale: lang, messages: { [lang]: { ...core.messages, ...own.messages } } }))
    .catch((error: unknown) => {
      delete byLang[lang];
      console.error(`[shop-widgets] cannot load the "${lang}" catalogs`, error);
      if (lang === "de") throw error;
      return loadI18n("de", catalogs);
    });
  byLang[lang] = promise;
  return promise;
}
