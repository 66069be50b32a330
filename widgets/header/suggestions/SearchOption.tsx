import { useLingui } from "@lingui/react/macro";
import type { SearchResult } from "../../../core/api/search.ts";
import type { SearchType } from "../../../core/api/search-types.ts";

/**
 * One hit: a link with the role of an option, so a click (also in a new tab) follows it natively.
 * Its name is what it shows (title, type, summary): a shorter aria-label would hide visible text.
 */
export function SearchOption({ id, hit, active }: { id: string; hit: SearchResult; active: boolean }) {
  const label = useTypeLabel(hit.type);
  return (
    <a role="option" id={id} href={hit.url} tabIndex={-1} aria-selected={active} className={active ? "option active" : "option"}>
      <span className="option-title">{hit.title}</span>
      {label && <span className="option-type">{label}</span>}
      {hit.description && <span className="option-description">{hit.description}</span>}
    </a>
  );
}

/** The option that loads the next page of hits. */
export function MoreOption({ id, active, loading, onChoose }: { id: string; active: boolean; loading: boolean; onChoose: () => void }) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: a listbox option: focus stays in the search input (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (Enter chooses the active option)
    <div
      role="option"
      id={id}
      aria-selected={active}
      aria-disabled={loading}
      className={active ? "option more active" : "option more"}
      onClick={onChoose}
    >
      {loading ? t`Weitere Treffer werden geladen …` : t`Weitere Treffer laden`}
    </div>
  );
}

function useTypeLabel(type: SearchType | null): string | null {
  const { t } = useLingui();
  switch (type) {
    case "SITE_PAGE":
      return t`Seite`;
    case "LANDING_PAGE":
      return t`Themenseite`;
    case "BLOG_POST":
      return t`Blogbeitrag`;
    case "KNOWLEDGE_ARTICLE":
      return t`Ratgeber`;
    case "LISTING_PAGE":
      return t`Übersicht`;
    default:
      return null;
  }
}
