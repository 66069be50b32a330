import type { CategoryData } from "./category-data.ts";
import { ProductCategoryPage } from "./ProductCategoryPage.tsx";
import { SuperCategoryPage } from "./SuperCategoryPage.tsx";

/** <shop-category>: a super-category's tiles, or a product category with its list (the schema asks for exactly one id). */
export function Category({ data }: { data: CategoryData }) {
  if (data.superCategoryId !== undefined) return <SuperCategoryPage data={data} id={data.superCategoryId} />;
  return <ProductCategoryPage data={data} id={data.categoryId ?? ""} />;
}
