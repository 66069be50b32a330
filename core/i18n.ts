// Translations with Lingui. Each element gets an I18n instance for the language of its data block, so
// elements in different languages can share a page. Catalogs load on demand, one chunk per language.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Lang } from "./data-block.ts";

const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  de: () => import("../locales/de/messages.ts"),
  en: () => import("../locales/en/messages.ts"),
  fr: () => import("../locales/fr/messages.ts"),
};

const loading = new Map<Lang, Promise<I18n>>();

/** The I18n instance for a language; German if the language's catalog cannot be loaded. */
export function loadI18n(lang: Lang): Promise<I18n> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = catalogs[lang]()
      .then(({ messages }) => setupI18n({ locale: lang, messages: { [lang]: messages } }))
      .catch((error: unknown) => {
        loading.delete(lang);
        console.error(`[shop-widgets] cannot load the "${lang}" catalog`, error);
        if (lang === "de") throw error;
        return loadI18n("de");
      });
    loading.set(lang, promise);
  }
  return promise;
}
