import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ElementProps } from "../../core/element/define.ts";
import type { Catalogs } from "../../core/element/i18n.ts";
import { Placeholder } from "../../core/ui/Loading.tsx";
import { Translated, WidgetShell } from "../../core/ui/WidgetShell.tsx";
import { AccountLinks } from "./AccountLinks.tsx";
import { CartLink } from "./CartLink.tsx";
import { cartUrl, HeaderDataSchema, type HeaderData } from "./header-data.ts";
import { SearchBox } from "./SearchBox.tsx";
import { useCartCountLoader } from "./use-cart-count.ts";
import { VatSwitch } from "./VatSwitch.tsx";

export const TAG = "shop-header";

const catalogs: Catalogs = {
  de: () => import("../../locales/de/header.ts"),
  en: () => import("../../locales/en/header.ts"),
  fr: () => import("../../locales/fr/header.ts"),
};

/**
 * The shop's header: search, gross/net switch, account links and the cart with its live count.
 * @attr data - the data block as JSON (docs/elements/header.md)
 * @event shop-open-company-switcher - on window, when a contact with several companies asks to switch
 * @listens ordersAmountEvent, storage (through $cartCount)
 * @csspart header, search, search-panel, vat-switch, login, logout, cart
 */
export function Header({ data }: ElementProps) {
  return (
    <WidgetShell tag={TAG} data={data} schema={HeaderDataSchema} catalogs={catalogs} placeholder={<Placeholder className="header" />}>
      {(block, i18n) => <HeaderLoader data={block} i18n={i18n} />}
    </WidgetShell>
  );
}

/** The cart count loads at once, in parallel with the catalog. */
function HeaderLoader({ data, i18n }: { data: HeaderData; i18n: I18n | null }) {
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
