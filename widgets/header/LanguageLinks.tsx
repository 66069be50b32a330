import { useLingui } from "@lingui/react/macro";
import { type HeaderData, languageLinks } from "./header-data.ts";

/** Each language's name in itself, as a language switcher writes it. */
const NAMES = { de: "Deutsch", en: "English", fr: "Français" } as const;

/**
 * This page in the shop's languages (the block's `languages`), in the narrow header's menu; a wide
 * header leaves them to the page's own language links (header.css). Nothing without the field.
 */
export function LanguageLinks({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const links = languageLinks(data);
  if (links.length === 0) return null;
  return (
    <nav className="menu-languages" aria-label={t`Sprache`}>
      <ul>
        {links.map(({ language, url }) => (
          <li key={language}>
            <a href={url} lang={language} hrefLang={language} aria-current={language === data.language ? "page" : undefined}>
              {NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
