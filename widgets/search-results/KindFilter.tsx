// The kinds of hit as chips with their counts (the answer's `counts`): "Alle" and each kind that has
// hits; the chosen one is pressed. Choosing one shows its first page.
import { useLingui } from "@lingui/react/macro";
import { SEARCH_TYPES, type SearchType } from "../../core/api/search-types.ts";

function useKindName(): (kind: SearchType | null) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case "ARTICLE":
        return t`Artikel`;
      case "CATEGORY":
        return t`Kategorien`;
      case "LANDING_PAGE":
        return t`Themenseiten`;
      case "BLOG_POST":
        return t`Blogbeiträge`;
      case "SITE_PAGE":
        return t`Seiten`;
      case "KNOWLEDGE_ARTICLE":
        return t`Ratgeber`;
      case "LISTING_PAGE":
        return t`Übersichten`;
      default:
        return t`Alle`;
    }
  };
}

export function KindFilter({
  counts,
  kind,
  onKind,
}: {
  counts: Record<string, number>;
  kind: SearchType | null;
  onKind: (kind: SearchType | null) => void;
}) {
  const { t, i18n } = useLingui();
  const name = useKindName();
  const kinds = SEARCH_TYPES.filter((k) => (counts[k] ?? 0) > 0 || k === kind);
  const all = kinds.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  return (
    <fieldset className="kinds" part="kinds">
      <legend className="visually-hidden">{t`Trefferart`}</legend>
      {[null, ...kinds].map((k) => (
        <button key={k ?? "all"} type="button" className="chip" aria-pressed={k === kind} onClick={() => k !== kind && onKind(k)}>
          {name(k)} <span className="count">({i18n.number(k ? (counts[k] ?? 0) : all)})</span>
        </button>
      ))}
    </fieldset>
  );
}
