// The article list's first screen, asked for by the element's loader before the element's code has
// arrived (core/element/loader.ts): its articles, as ArticleList.tsx asks for them, from the block as
// written (core/element/early-block.ts). The cards' prices wait for their cards (they are asked as
// cards come into view) and stay with the element.
import { startEarly } from "../../core/api/early.ts";
import { MAX_RELATED_ARTICLES, relatedArticlesRequest } from "../../core/api/list-requests.ts";
import { articleIdList } from "../../core/catalog/article-ids.ts";
import { earlyBlock, earlyId } from "../../core/element/early-block.ts";

/** The block's ids as the schema keeps them (a list of ids or a comma list), or null. */
function idsOf(x: unknown): string[] | null {
  const listed = Array.isArray(x) ? x.map(earlyId) : [];
  if (listed.includes(null)) return null;
  const ids = articleIdList(Array.isArray(x) ? listed.join(",") : typeof x === "string" ? x : "");
  return ids.length > 0 && ids.length <= MAX_RELATED_ARTICLES ? ids : null;
}

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  const ids = idsOf(block.articleIds);
  if (!page || !ids) return;
  startEarly(page.baseUrl, relatedArticlesRequest({ ...page, ids, suggest: false, limit: ids.length }));
}
