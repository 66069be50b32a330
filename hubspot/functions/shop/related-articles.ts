// related-articles/get's rule (docs/api.md#related-articles), as the fake keeps it
// (demo/mocks/related-articles.ts): the listed ids first, in their order, then, when asked for, the
// article's suggestions (the articles of its category with the nearest measures, which the CRM keeps
// on the article as `suggested_articles`, nearest first); unknown ids, repeats and the article itself
// skipped; at most `limit`.
import type { CrmRecord } from "../crm/objects.ts";

/** A comma list of ids as the CRM keeps aehnliche_artikel and suggested_articles. */
export const idList = (text: string | null | undefined) =>
  (text ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);

/** The related articles in order, from the records read (`found`, by id). */
export function relatedInOrder(
  found: ReadonlyMap<string, CrmRecord>,
  { articleId, listed, suggested, limit }: { articleId?: string; listed: readonly string[]; suggested: readonly string[]; limit: number },
): CrmRecord[] {
  const seen = new Set(articleId ? [articleId] : []);
  const related: CrmRecord[] = [];
  for (const id of [...listed, ...suggested]) {
    const record = found.get(id);
    if (!record || seen.has(id) || related.length >= limit) continue;
    seen.add(id);
    related.push(record);
  }
  return related;
}
