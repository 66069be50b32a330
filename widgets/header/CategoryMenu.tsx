import { useLingui } from "@lingui/react/macro";
import { LazyCategoryLinks } from "./LazyCategoryLinks.tsx";
import type { HeaderData } from "./header-data.ts";
import { MenuIcon } from "./icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";

const PANEL_ID = "category-menu";

/**
 * The wide header's category menu (header.css shows it from 64rem; a narrower header lists the
 * categories first in its menu): a button "Sortiment" that opens every top category in a panel below
 * the bar, the disclosure pattern as the menu's. The list is the shared tree (loaded after the first paint).
 */
export function CategoryMenu({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const { open, buttonProps, regionProps } = useDisclosure();
  return (
    <nav className="categories" aria-label={t`Sortiment`} part="categories">
      <div className="category-menu" {...regionProps}>
        <button type="button" className="categories-button" aria-controls={PANEL_ID} {...buttonProps}>
          <MenuIcon />
          {t`Sortiment`}
        </button>
        <div id={PANEL_ID} className={open ? "category-panel open" : "category-panel"}>
          <LazyCategoryLinks data={data} />
        </div>
      </div>
    </nav>
  );
}
