// The box catalogue from the API: the categories, the chosen category's types, the boards for boxes.
// Each load starts at once (the view is mounted before its catalog, core/element/define-shop-element.tsx),
// the types as soon as the category is known: from the URL or the data block without waiting for the
// category list. Each answer is checked by its schema (core/api/configurator.ts).
import { fetchBoxCategories, fetchBoxTypes, fetchMaterials } from "../../core/api/configurator.ts";
import type { BoxUrlState } from "../../core/configurator/box-url.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import type { BoxConfiguratorData } from "./box-configurator-data.ts";
import { categoryToLoad } from "./box-choice.ts";

export function useBoxCatalogue(data: BoxConfiguratorData, url: BoxUrlState) {
  const { baseUrl, language } = data;
  const categories = useRequest(
    (signal) => fetchBoxCategories({ baseUrl, language, signal }).then((answer) => answer.categories),
    [baseUrl, language],
  );
  const materials = useRequest(
    (signal) => fetchMaterials({ baseUrl, language, use: "box", signal }).then((answer) => answer.materials),
    [baseUrl, language],
  );
  const listed = categories.state.status === "ready" ? categories.state.data : null;
  const categoryId = categoryToLoad(url, { categoryId: data.categoryId ?? null, boxId: data.boxId ?? null }, listed);
  const types = useRequest(
    categoryId === null ? null : (signal) => fetchBoxTypes({ baseUrl, language, categoryId, signal }).then((answer) => answer.boxes),
    [baseUrl, language, categoryId],
  );
  return { categories, types, materials };
}

export type BoxCatalogue = ReturnType<typeof useBoxCatalogue>;
