import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { CartLink } from "./CartLink.tsx";
import { CategoryMenu } from "./CategoryMenu.tsx";
import { cartUrl, type HeaderData } from "./header-data.ts";
import { Search } from "./Search.tsx";
import { useCartCountLoader } from "./use-cart-count.ts";

/** The cart count loads at once, in parallel with the catalog. */
export function HeaderLoader({ data, i18n }: { data: HeaderData; i18n: I18n | null }) {
  useCartCountLoader(data);
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="header" />}>
      <HeaderBar data={data} />
    </Translated>
  );
}

/** One row at every width, as tall as its placeholder (header.css): what a narrow bar holds is in panels. */
function HeaderBar({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  return (
    <div className="header" part="header">
      {data.categoryNav && <CategoryMenu data={data} />}
      <Search data={data} />
      <nav className="account" aria-label={t`Kundenkonto und Warenkorb`}>
        <AccountMenu data={data} />
        <CartLink href={cartUrl(data)} />
      </nav>
    </div>
  );
}
