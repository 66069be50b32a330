// A page's place in the shop's category tree (docs/decisions/category-navigation.md): the breadcrumb
// of a category page and of a product page. The tree is the super-categories answer (its top two
// levels); a category not in it (a sub-category, or a tree that did not load) has no known parents,
// and its trail is just the start page and the page itself.

/** A step of the trail; the last one is the page itself and has no link. */
export interface Crumb {
  name: string;
  url: string | null;
}

interface Linked {
  id: string;
  name: string;
  url: string;
}

/** The tree as the super-categories answer gives it (core/api/browse.ts), each category's link checked. */
export interface CategoryTree {
  superCategories: readonly (Linked & { categories: readonly Linked[] })[];
}

/** The super-category and category of `categoryId`, linked, or none where the tree does not hold it. */
export function categoryParents(tree: CategoryTree | null, categoryId: string | undefined): Crumb[] {
  if (!tree || !categoryId) return [];
  for (const parent of tree.superCategories) {
    const category = parent.categories.find((c) => c.id === categoryId);
    if (category) return [linked(parent), linked(category)];
  }
  return [];
}

/** Start, the parents, then the page itself (unlinked). */
export function trail(start: Crumb, parents: readonly Crumb[], page: string): Crumb[] {
  return [start, ...parents, { name: page, url: null }];
}

const linked = ({ name, url }: Linked): Crumb => ({ name, url });
