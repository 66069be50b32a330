// Page navigation: the first, previous, next and last page and the pages around the current one; the
// current page carries aria-current. The category's list and the search results use it (pagerKit has
// its styles); each moves focus, on a new page, to the region above the new rows, so a keyboard or
// screen reader user starts reading them.
import { useLingui } from "@lingui/react/macro";

/** The page numbers to offer: 1, the current ±1, the last, with null for a gap. */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - (shown[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t`Seiten`} part="pager">
      <ul>
        <li>
          <button type="button" disabled={page === 1} onClick={() => onPage(page - 1)}>
            {t`Zurück`}
          </button>
        </li>
        {pageNumbers(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button type="button" aria-current={p === page ? "page" : undefined} aria-label={t`Seite ${p}`} onClick={() => onPage(p)}>
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page === pages} onClick={() => onPage(page + 1)}>
            {t`Weiter`}
          </button>
        </li>
      </ul>
    </nav>
  );
}
