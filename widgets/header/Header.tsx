import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Placeholder } from "../../core/ui/Loading.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { CartLink } from "./CartLink.tsx";
import { CategoryMenu } from "./CategoryMenu.tsx";
import { cartUrl, type HeaderData } from "./header-data.ts";
import { Search } from "./Search.tsx";
import { BackIcon, LockIcon } from "./icons.tsx";
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
  if (data.variant === "checkout") return <CheckoutBar data={data} />;
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

/**
 * The checkout's bar (docs/decisions/checkout-header.md): nothing that leads away from paying but the
 * way back to the cart; the account menu stays for the language and the gross/net display.
 */
function CheckoutBar({ data }: { data: HeaderData }) {
  const { t } = useLingui();
  return (
    <div className="header checkout" part="header">
      <p className="secure">
        <LockIcon />
        <span className="secure-word">{t`Sichere Kasse`}</span>
      </p>
      <nav className="account" aria-label={t`Kundenkonto und Warenkorb`}>
        <AccountMenu data={data} />
        {/* Narrow, the visible word is "Warenkorb", still a part of the link's name. */}
        <a className="cart-link" href={cartUrl(data)} aria-label={t`Zurück zum Warenkorb`} part="cart">
          <BackIcon />
          <span className="cart-text" aria-hidden="true">
            {t`Zurück zum Warenkorb`}
          </span>
          <span className="back-short" aria-hidden="true">
            {t`Warenkorb`}
          </span>
        </a>
      </nav>
    </div>
  );
}
