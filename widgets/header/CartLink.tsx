import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { useKeepClear } from "../../core/ui/keep-clear.ts";
import { $cartCount } from "../../core/state/cart-count.ts";
import { CartIcon } from "../../core/ui/CartIcon.tsx";

/** The link to the cart with the number of its lines; the count follows $cartCount live. */
export function CartLink({ href }: { href: string }) {
  const { t } = useLingui();
  const count = useStore($cartCount);
  const link = useRef<HTMLAnchorElement>(null);
  useKeepClear(link); // a toast never covers the count it just changed
  const name = t({ message: plural(count, { one: "Warenkorb, # Artikel", other: "Warenkorb, # Artikel" }) });
  return (
    <a className="cart-link" href={href} aria-label={name} part="cart" ref={link}>
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
