// The shop's category tree (GET super-categories), loaded once per page and language and shared by
// every element that shows it: the header's category navigation and the breadcrumbs
// (docs/decisions/category-navigation.md). Created through `shared()`, so two copies of the bundle
// ask once too. Nothing waits for it: the first caller starts the request. A failed load is
// forgotten once its subscribers have been told, so the next element to ask tries again.
import { atom, type ReadableAtom, type WritableAtom } from "nanostores";
import { fetchSuperCategories, type SuperCategoryList } from "../api/browse.ts";
import { shared } from "../element/shared-instance.ts";

export type CategoryTreeState = { status: "loading" } | { status: "ready"; tree: SuperCategoryList } | { status: "error" };

const trees = shared("categoryTrees", () => new Map<string, WritableAtom<CategoryTreeState>>());

/** The tree of the shop at `baseUrl` in `language`; its request starts on the first call. */
export function categoryTree(call: { baseUrl: string; language: string }): ReadableAtom<CategoryTreeState> {
  const key = `${call.baseUrl}|${call.language}`;
  const known = trees.get(key);
  if (known) return known;
  const store = atom<CategoryTreeState>({ status: "loading" });
  trees.set(key, store);
  fetchSuperCategories(call).then(
    (tree) => store.set({ status: "ready", tree }),
    (error: unknown) => {
      console.error("[shop-widgets] cannot load the category tree", error);
      trees.delete(key);
      store.set({ status: "error" });
    },
  );
  return store;
}
