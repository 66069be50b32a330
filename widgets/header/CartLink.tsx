import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $cartCount } from "../../core/state/cart-count.ts";
import { CartIcon } from "./icons.tsx";

/** The link to the cart with the number of its lines; the count follows $cartCount live. */
export function CartLink({ href }: { href: string }) {
  const { t } = useLingui();
  const count = useStore($cartCount);
  const name = t({ message: plural(count, { one: "Warenkorb, # Artikel", other: "Warenkorb, # Artikel" }) });
  return (
    <a className="cart-link" href={href} aria-label={name} part="cart">
      <CartIcon />
      <span className="cart-text" aria-hidden="true">
        {t`Warenkorb`}
      </span>{" "}
      {/* The space above keeps the visible text ("Warenkorb 3") a part of the name. */}
      <span className="badge" aria-hidden="true" data-count={count}>
        {count}
      </span>
    </a>
  );
}
