// The kind of a search hit in one word, as the header's suggestions and the results page label it.
// Its texts are a catalog of their own (search-kinds), which both load: the results page on start,
// the suggestions with their own texts (widgets/header/suggestions/Suggestions.tsx).
import { useLingui } from "@lingui/react/macro";
import catalog from "../../locales/search-kinds.ts";
import type { SearchType } from "../api/search-types.ts";
import type { Kit } from "../element/kit.ts";

/** The labels' texts: a kit of the elements that show the labels (the results page, the header's suggestions). */
export const hitKindKit: Kit = { css: "", catalog };

/** A hit's kind ("Artikel", "Kategorie", "Ratgeber", …); null for a kind the shop does not know. */
export function useHitKindLabel(): (type: SearchType | null) => string | null {
  const { t } = useLingui();
  return (type) => {
    switch (type) {
      case "ARTICLE":
        // One hit: "Item", where the results page's filter says "Items" for all of them.
        return t({ message: "Artikel", context: "the kind of one search hit" });
      case "CATEGORY":
        return t`Kategorie`;
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
  };
}
