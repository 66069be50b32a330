// Nothing found: it says so, offers the spelling the index knows nearest to the term ("Meinten Sie …?",
// the answer's `spelling`) and the shop's categories (super-categories, asked for only now).
import { useLingui } from "@lingui/react/macro";
import { fetchSuperCategories } from "../../core/api/browse.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import { termHref } from "./search-url.ts";

interface NoResultsProps {
  term: string;
  spelling: string | null;
  baseUrl: string;
  language: string;
  onTerm: (term: string) => void;
}

export function NoResults({ term, spelling, baseUrl, language, onTerm }: NoResultsProps) {
  const { t } = useLingui();
  const { state } = useRequest((signal) => fetchSuperCategories({ baseUrl, language, signal }), [baseUrl, language]);
  const categories = state.status === "ready" ? state.data.superCategories.flatMap((s) => s.categories) : [];
  return (
    <div className="no-results">
      <p>{t`Keine Treffer für „${term}“.`}</p>
      {spelling && (
        <p>
          <a
            href={termHref(spelling)}
            onClick={(event) => {
              event.preventDefault();
              onTerm(spelling);
            }}
          >
            {t`Meinten Sie „${spelling}“?`}
          </a>
        </p>
      )}
      {categories.length > 0 && (
        <nav aria-label={t`Unsere Kategorien`}>
          <p>{t`Oder stöbern Sie in unseren Kategorien:`}</p>
          <ul className="category-links">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={c.url}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
