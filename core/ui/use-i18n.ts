import type { I18n } from "@lingui/core";
import { useEffect, useState } from "react";
import type { Lang } from "../data-block.ts";
import { loadI18n } from "../i18n.ts";

/** The I18n instance for `lang`, or null while its catalog loads. */
export function useI18n(lang: Lang): I18n | null {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let current = true;
    loadI18n(lang).then(
      (loaded) => current && setI18n(loaded),
      () => current && setI18n(null),
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return i18n;
}
