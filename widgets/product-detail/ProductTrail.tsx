import { useLingui } from "@lingui/react/macro";
import { categoryParents, trail } from "../../core/browse/breadcrumb-trail.ts";
import type { ProductData } from "../../core/catalog/product-data.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { Breadcrumbs } from "../../core/ui/Breadcrumbs.tsx";
import { useCategoryTree } from "../../core/ui/use-category-tree.ts";

/**
 * Start › super-category › category › the product, from the block's `categoryId` and the shared
 * category tree. Shown at once with what the block holds (Start › the product), the category's
 * steps join when the tree is there; without a category, or where the tree fails, it stays so.
 */
export function ProductTrail({ data }: { data: ProductData }) {
  const { t } = useLingui();
  const tree = useCategoryTree(data);
  const categoryId = data.categoryId === undefined ? undefined : String(data.categoryId);
  const parents = categoryParents(tree.status === "ready" ? tree.tree : null, categoryId);
  const complete = categoryId === undefined || tree.status !== "loading";
  return (
    <Breadcrumbs trail={trail({ name: t`Start`, url: shopPageUrl("shop", data) }, parents, data.product.artikel)} complete={complete} />
  );
}
