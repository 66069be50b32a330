// A page's breadcrumb trail (core/browse/breadcrumb-trail.ts) as schema.org's BreadcrumbList
// (docs/decisions/structured-data.md): each step with its position, name and absolute URL; the last
// step is the page itself, named with the page's URL.
import type { Crumb } from "../browse/breadcrumb-trail.ts";
import { absoluteUrl, canonicalUrl, jsonLdText } from "./json-ld.ts";

export interface ListItemJsonLd {
  "@type": "ListItem";
  position: number;
  name: string;
  item?: string;
}

export interface BreadcrumbListJsonLd {
  "@context": "https://schema.org";
  "@type": "BreadcrumbList";
  itemListElement: ListItemJsonLd[];
}

/** The trail's steps from position 1; a step whose URL is not http(s) keeps its name and loses the URL. */
export function breadcrumbStructuredData(trail: readonly Crumb[], pageUrl: string): BreadcrumbListJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => {
      const item = absoluteUrl(crumb.url ?? pageUrl, pageUrl);
      return { "@type": "ListItem", position: index + 1, name: crumb.name, ...(item && { item }) };
    }),
  };
}

/** The page's trail as JSON-LD text (core/ui/use-structured-data.ts loads it). */
export const breadcrumbJsonLd = (trail: readonly Crumb[]): string => jsonLdText(breadcrumbStructuredData(trail, canonicalUrl(document)));
