// The buy bar (docs/decisions/buy-bar.md): on a phone, once the page's own add button is out of view
// (below the first screen, or scrolled past), a bar fixed at the bottom offers the price, the amount,
// the add and the cart with its count (the header has scrolled away). It overlays the page, whose end
// keeps room for it. While hidden it is inert: no second set of focus stops.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { $cartCount } from "../../core/state/cart-count.ts";
import { CartIcon } from "../../core/ui/CartIcon.tsx";

/** The bar's height at most (product-detail.css): the page's add button behind it counts as out of view. */
const BAR_PX = 80;
/**
 * Room for the bar after the host page's end (its footer comes after this element), so the bar never
 * hides the end: a spacer at the end of <body> as high as the bar, which has no height where it does
 * not show (a wide screen).
 */
function useRoomAtPageEnd(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const room = document.createElement("div");
    room.setAttribute("aria-hidden", "true");
    room.dataset.shopBuyBarRoom = "";
    const size = () => {
      room.style.height = `${element.offsetHeight}px`;
    };
    const observer = new ResizeObserver(size);
    observer.observe(element);
    size();
    document.body.append(room);
    return () => {
      observer.disconnect();
      room.remove();
    };
  }, [bar]);
}

export interface BuyBarProps {
  /** The page's own add button. */
  watched: RefObject<HTMLElement | null>;
  price: string;
  amount: string;
  cartHref: string;
  /** Price on request: the bar leads to the offer instead of adding. */
  offerHref: string | null;
  adding: boolean;
  onAdd: () => void;
}

export function BuyBar({ watched, price, amount, cartHref, offerHref, adding, onAdd }: BuyBarProps) {
  const { t } = useLingui();
  const count = useStore($cartCount);
  const bar = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useRoomAtPageEnd(bar);
  useEffect(() => {
    const target = watched.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry?.isIntersecting), {
      rootMargin: `0px 0px -${BAR_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watched]);
  useLayoutEffect(() => {
    if (bar.current) bar.current.inert = !shown;
  }, [shown]);

  const cartName = t({ message: plural(count, { one: "Warenkorb, # Artikel", other: "Warenkorb, # Artikel" }) });
  return (
    <div className="buy-bar" part="buy-bar" data-shown={shown} aria-hidden={!shown} ref={bar}>
      <p className="buy-bar-price">
        <strong>{price}</strong>
        <span>{amount}</span>
      </p>
      {offerHref ? (
        <a className="button primary" href={offerHref}>
          {t`Angebot anfordern`}
        </a>
      ) : (
        <button type="button" className="primary" aria-disabled={adding} aria-busy={adding} onClick={() => !adding && onAdd()}>
          {t`In den Warenkorb`}
        </button>
      )}
      <a className="button buy-bar-cart" href={cartHref} aria-label={cartName}>
        <CartIcon />
        <span className="buy-bar-count" aria-hidden="true">
          {count}
        </span>
      </a>
    </div>
  );
}
