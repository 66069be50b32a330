import { useLingui } from "@lingui/react/macro";
import type { Crumb } from "../browse/breadcrumb-trail.ts";

/**
 * A page's place in the shop: a navigation landmark with an ordered list, the page itself last and
 * marked as the current page. One line at every width (breadcrumbs.css), so a trail that fills in
 * later never moves the page.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useLingui();
  // Named with the page too: a page with several product elements (a CMS overview) has a trail each.
  const page = trail.at(-1)?.name ?? "";
  return (
    <nav aria-label={t`Brotkrumen: ${page}`} className="breadcrumbs" part="breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are its positions
          <li key={index}>{crumb.url === null ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.url}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
