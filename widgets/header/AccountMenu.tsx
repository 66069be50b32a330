import { useLingui } from "@lingui/react/macro";
import { AccountLinks } from "./AccountLinks.tsx";
import { LazyCategoryLinks } from "./LazyCategoryLinks.tsx";
import type { HeaderData } from "./header-data.ts";
import { MenuIcon } from "./icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { VatSwitch } from "./VatSwitch.tsx";

const PANEL_ID = "account-menu";

/**
 * The gross/net switch and the account links: in the bar on a wide header, in a panel behind the
 * button "Menü" on a narrower one (header.css), there after the shop's top categories (unless the
 * block leaves them out) and before the page's languages. Escape closes the panel with focus on the button, and
 * so do focus or a press leaving it. "Firma wechseln" closes it first with focus on the button, so
 * the company switcher's dialog gives focus back to a control that is still there.
 */
export function AccountMenu({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  const { open, close, buttonProps, regionProps } = useDisclosure();
  return (
    <div className="menu" {...regionProps}>
      <button type="button" className="menu-button" aria-controls={PANEL_ID} {...buttonProps}>
        <MenuIcon />
        <span className="menu-word">{t`Menü`}</span>
      </button>
      <div id={PANEL_ID} className={open ? "menu-panel open" : "menu-panel"}>
        {data.categoryNav && (
          <nav className="menu-categories" aria-label={t`Sortiment`}>
            <LazyCategoryLinks data={data} />
          </nav>
        )}
        <VatSwitch />
        <AccountLinks data={data} beforeSwitch={open ? close : undefined} />
        <LanguageLinks data={data} />
      </div>
    </div>
  );
}
