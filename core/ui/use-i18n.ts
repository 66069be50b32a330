import type { I18n } from "@lingui/core";
import { useEffect, useState } from "react";
import type { Lang } from "../element/data-block.ts";
import { loadI18n, type CatalogLoaders } from "../element/i18n.ts";

/** The I18n instance for `lang` with the element's catalogs, or null while they load. */
export function useI18n(lang: Lang, catalogs: readonly CatalogLoaders[]): I18n | null {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let current = true;
    loadI18n(lang, catalogs).then(
      (loaded) => current && setI18n(loaded),
      () => current && setI18n(null),
    );
    return () => {
      current = false;
    };
  }, [lang, catalogs]);
  return i18n;
}
