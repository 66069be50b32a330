// Rebuilding the category snapshots (category-snapshot.ts) after the catalogue changed: `npm run
// crm:snapshots` (scripts/crm-snapshots.mjs), run by the catalogue's import when it has written and on a
// schedule (docs/decisions/hubspot-functions.md#freshness). Every snapshot the file manager holds is
// built again from the CRM, a category's articles read once for all its snapshots; the snapshots of a
// category that is gone are deleted, so its id is a 404 again. A snapshot no shopper has asked for is
// made only when asked (`all`: every variant of every category, after a deployment, so that no
// shopper waits for a large category's first build).
import type { Crm } from "../crm/client.ts";
import { deleteFile, filesIn, folderId } from "../crm/files.ts";
import { categoryWithSubCategories, productCategoryIds, readCategoryTree } from "./categories.ts";
import {
  allVariants,
  readCategoryArticles,
  SNAPSHOT_FOLDER,
  SNAPSHOT_ID,
  type SnapshotVariant,
  snapshotAnswer,
  snapshotOf,
  snapshotPath,
  writeSnapshot,
} from "./category-snapshot.ts";
import { listArticleProperties } from "./list-articles.ts";
import { readPagePaths } from "./pages.ts";
import { readListPrices } from "./price-lists.ts";

export interface RebuildReport {
  /** Snapshots built and written: every one the folder held, and with `all` the missing ones. */
  written: string[];
  deleted: string[];
  /** Files in the folder that are no snapshot of the shop's: left as they are. */
  skipped: string[];
}

/**
 * Rebuilds every snapshot in the folder from the CRM, and with `all` makes the missing ones of every
 * product category; deletes those of a category that is no longer in the tree.
 */
export async function rebuildSnapshots(crm: Crm, { all = false } = {}): Promise<RebuildReport> {
  const report: RebuildReport = { written: [], deleted: [], skipped: [] };
  const folder = await folderId(crm, SNAPSHOT_FOLDER);
  const [files, tree, paths] = await Promise.all([folder ? filesIn(crm, folder) : [], readCategoryTree(crm), readPagePaths(crm)]);
  const byCategory = new Map<string, { path: string; id?: string; variant: SnapshotVariant }[]>();
  const add = (categoryId: string, snapshot: { path: string; id?: string; variant: SnapshotVariant }) =>
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), snapshot]);
  for (const file of files) {
    const snapshot = snapshotOf(file.path.slice(file.path.lastIndexOf("/") + 1));
    if (snapshot) add(snapshot.categoryId, { path: file.path, id: file.id, variant: snapshot.variant });
    else report.skipped.push(file.path);
  }
  if (all)
    for (const categoryId of productCategoryIds(tree).filter((id) => SNAPSHOT_ID.test(id)))
      for (const variant of allVariants()) {
        const path = snapshotPath(categoryId, variant);
        if (!byCategory.get(categoryId)?.some((s) => s.path === path)) add(categoryId, { path, variant });
      }
  for (const [categoryId, snapshots] of byCategory) {
    const category = categoryWithSubCategories(tree, categoryId);
    if (!category) {
      for (const { id } of snapshots) if (id) await deleteFile(crm, id);
      report.deleted.push(...snapshots.map(({ path }) => path));
      continue;
    }
    // The category's articles once, with the properties of every language its snapshots are in; the list prices once per currency.
    const properties = [...new Set(snapshots.flatMap(({ variant }) => listArticleProperties(variant.language)))];
    const articles = await readCategoryArticles(crm, category.ids, properties);
    const ids = articles.map((a) => a.id);
    const currencies = [...new Set(snapshots.map(({ variant }) => variant.currency))];
    const prices = new Map(await Promise.all(currencies.map(async (c) => [c, await readListPrices(crm, ids, c)] as const)));
    for (const { path, variant } of snapshots) {
      const answer = snapshotAnswer(articles, prices.get(variant.currency) ?? new Map(), variant, paths, category.record);
      await writeSnapshot(crm, path, answer);
      report.written.push(path);
    }
  }
  return report;
}
