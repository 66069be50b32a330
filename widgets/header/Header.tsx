import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { CartLink } from "./CartLink.tsx";
import { cartUrl, type HeaderData } from "./header-data.ts";
import { SearchBox } from "./SearchBox.tsx";
import { useCartCountLoader } from "./use-cart-count.ts";
import { VatSwitch } from "./VatSwitch.tsx";

/** The cart count loads at once, in parallel with the catalog. */
export function HeaderLoader({ data, i18n }: { data: HeaderData; i18n: I18n | null }) {
  useCartCountLoader(data);
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="header" />}>
      <HeaderBar data={data} />
    </Translated>
  );
}

function HeaderBar({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  return (
    <div className="header" part="header">
      <SearchBox data={data} />
      <nav className="account" aria-label={t`Kundenkonto und Warenkorb`}>
        <VatSwitch />
        <AccountLinks data={data} />
        <CartLink href={cartUrl(data)} />
      </nav>
    </div>
  );
}
