// The whole catalogue of the demo's fake API: the hand-written fixture articles (fixtures.ts) and the
// generated ones (catalogue-generator.ts), made on first use and kept. Every endpoint finds articles
// here, so a generated article works wherever a fixture does (product page, price list, cart).
import { generateArticles } from "./catalogue-generator.ts";
import { CATEGORIES } from "./catalogue-tree.ts";
import { articles as fixtureArticles, type FixtureArticle } from "./fixtures.ts";

let generated: ReadonlyMap<string, FixtureArticle> | undefined;

/** The generated articles by id (generated once, on first use). */
export function generatedArticles(): ReadonlyMap<string, FixtureArticle> {
  generated ??= new Map(generateArticles().map((a) => [a.id, a]));
  return generated;
}

/** The article with this hs_object_id, fixture or generated, or undefined. */
export function findArticle(id: string | null | undefined): FixtureArticle | undefined {
  if (!id) return undefined;
  return fixtureArticles.get(id) ?? generatedArticles().get(id);
}

/** Every article: the fixtures first. */
export const allArticles = (): FixtureArticle[] => [...fixtureArticles.values(), ...generatedArticles().values()];

const byCategory = new Map<number, FixtureArticle[]>();

/** A product category's articles and its sub-categories' (a category page lists everything below it). */
export function categoryArticles(categoryId: number): readonly FixtureArticle[] {
  let list = byCategory.get(categoryId);
  if (!list) {
    const ids = new Set([categoryId, ...CATEGORIES.filter((c) => c.parentId === categoryId).map((c) => c.id)]);
    list = allArticles().filter((a) => ids.has(a.categoryId));
    byCategory.set(categoryId, list);
  }
  return list;
}
