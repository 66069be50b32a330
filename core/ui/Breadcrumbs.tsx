import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { Crumb } from "../browse/breadcrumb-trail.ts";
import { type JsonLdLoader, useStructuredData } from "./use-structured-data.ts";

const loadJsonLd: JsonLdLoader<readonly Crumb[]> = () => import("../seo/breadcrumb-structured-data.ts").then((m) => m.breadcrumbJsonLd);

/**
 * A page's place in the shop: a navigation landmark with an ordered list, the page itself last and
 * marked as the current page. One line at every width (breadcrumbs.css), so a trail that fills in
 * later never moves the page. A complete trail is published as a BreadcrumbList for search engines
 * (use-structured-data.ts); one still waiting for its categories is not.
 */
export function Breadcrumbs({ trail, complete }: { trail: readonly Crumb[]; complete: boolean }) {
  const { t } = useLingui();
  const nav = useRef<HTMLElement>(null);
  useStructuredData(nav, loadJsonLd, complete ? trail : null);
  // Named with the page too: a page with several product elements (a CMS overview) has a trail each.
  const page = trail.at(-1)?.name ?? "";
  return (
    <nav ref={nav} aria-label={t`Brotkrumen: ${page}`} className="breadcrumbs" part="breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's steps are its positions
          <li key={index}>{crumb.url === null ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.url}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
