import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { $cartCount } from "../../core/state/cart-count.ts";

/** The link to the cart with the number of its lines; the count follows $cartCount live. */
export function CartLink({ href }: { href: string }) {
  const { t } = useLingui();
  const count = useStore($cartCount);
  const name = t({ message: plural(count, { one: "Warenkorb, # Artikel", other: "Warenkorb, # Artikel" }) });
  return (
    <a className="cart-link" href={href} aria-label={name} part="cart">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1L20.6 8H6.3" />
        <circle cx="9.5" cy="19.5" r="1.4" />
        <circle cx="17" cy="19.5" r="1.4" />
      </svg>
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
