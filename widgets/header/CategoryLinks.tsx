import { useLingui } from "@lingui/react/macro";
import { useCategoryTree } from "../../core/ui/use-category-tree.ts";
import type { HeaderData } from "./header-data.ts";

/**
 * The shop's top categories by super-category, from the shared category tree (its links checked by
 * its schema): in the wide header's category menu and first in the narrow header's menu. While the
 * tree loads, or when it cannot, a line says so (the console has the reason).
 */
export function CategoryLinks({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const tree = useCategoryTree(data);
  if (tree.status === "loading") return <p className="category-note">{t`Das Sortiment wird geladen …`}</p>;
  if (tree.status === "error") return <p className="category-note">{t`Das Sortiment kann gerade nicht geladen werden.`}</p>;
  return (
    <ul className="category-groups">
      {tree.tree.superCategories.map((group) => (
        <li key={group.id}>
          <a className="category-group" href={group.url}>
            {group.name}
          </a>
          <ul>
            {group.categories.map((category) => (
              <li key={category.id}>
                <a className="category-link" href={category.url}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
