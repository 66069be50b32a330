// The next steps an add to the cart offers (docs/decisions/add-to-cart-confirmation.md): the cart and
// the checkout, on the shop (a partner site's elements link to the shop's pages), in the page's language.
import { useLingui } from "@lingui/react/macro";
import { languageCode } from "../element/language-code.ts";
import { shopPageOnShop } from "../element/partner-site.ts";
import type { NextStepUrls } from "../element/shop-pages.ts";
import type { ToastLink } from "./toast-store.ts";

/** What the links need of an element's data block: its API (the shop's origin) and its pages, if it names them. */
export type NextStepPages = { baseUrl: string } & NextStepUrls;

export function useNextSteps(): (pages: NextStepPages) => ToastLink[] {
  const { t, i18n } = useLingui();
  return (pages) => {
    const data = { ...pages, language: languageCode(i18n.locale) ?? "de" };
    return [
      { href: shopPageOnShop("cart", data), label: t`Warenkorb ansehen` },
      { href: shopPageOnShop("checkout", data), label: t`Zur Kasse`, primary: true },
    ];
  };
}
