import { articleCardKit } from "../../core/browse-ui/card-kit.ts";
import { offerKit, quickAddKit } from "../../core/browse-ui/kit.ts";
import { pagerKit } from "../../core/browse-ui/pager-kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { hitKindKit } from "../../core/search-ui/hit-kind.ts";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/search-results.ts";
import css from "./search-results.css";
import { SearchResultsDataSchema } from "./search-results-data.ts";
import { SearchResults } from "./SearchResults.tsx";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-search-results",
  schema: SearchResultsDataSchema,
  css,
  catalog,
  kits: [stepperKit, quickAddKit, offerKit, articleCardKit, hitKindKit, pictureKit, pagerKit],
  placeholder: "search-results",
  earlyView: SearchResults,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-search-results": ShopElement<typeof SearchResultsDataSchema>;
  }
}
