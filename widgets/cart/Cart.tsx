import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef } from "react";
import { promotionMax } from "../../core/api/promotion-max.ts";
import { lineFacts } from "../../core/cart/cart-lines.ts";
import { cartStores, followCart } from "../../core/cart/cart-stores.ts";
import { deliveryType, MAX_ORDER_ITEMS, offerReasons, tooManyItems } from "../../core/order/rules.ts";
import { $company, $showVAT } from "../../core/state/stores.ts";
import { OrderTotalsList } from "../../core/order-ui/OrderTotalsList.tsx";
import { useOrderTotals } from "../../core/order-ui/use-order-totals.ts";
import { formatAmount } from "../../core/format/units.ts";
import { deliveryCosts } from "../../core/pricing/delivery-costs.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { FreeShippingNote } from "../../core/ui/FreeShippingNote.tsx";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { useFocusNeighbour } from "../../core/ui/use-focus-neighbour.ts";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { effectiveShowVAT } from "../../core/pricing/vat.ts";
import { configurationEditUrl } from "../../core/configurator/edit-link.ts";
import { checkoutUrl, configuratorUrl, offerUrl, shopUrl, type CartData } from "./cart-data.ts";
import { CartLineRow } from "./CartLineRow.tsx";
import { type ChangeFailure, useCart } from "./use-cart.ts";

/** The cart's lines load at once, in parallel with the catalog. */
export function CartPage({ data, i18n }: { data: CartData; i18n: I18n | null }) {
  const cart = useCart(data);
  return (
    <Translated i18n={i18n} placeholder={<Placeholder className="cart" />}>
      {cart.state.status === "loading" ? (
        <Loading className="cart" />
      ) : cart.state.status === "error" ? (
        <ErrorNotice error={cart.state.error} onRetry={cart.reload} />
      ) : (
        <CartView data={data} cart={cart} />
      )}
    </Translated>
  );
}

function CartView({ data, cart }: { data: CartData; cart: ReturnType<typeof useCart> }) {
  const { t } = useLingui();
  const { lines, vatOption, shippingCents, packagingCents } = cart.state;
  const choice = useStore($company);
  const company = choice?.company ?? null;
  const showVAT = effectiveShowVAT(company, useStore($showVAT));
  const country = data.geoLocation;

  const facts = useMemo(() => lines.map(lineFacts), [lines]);
  const totals = useOrderTotals({ lines, shippingCents, packagingCents, vatOption, country });
  const follows = useMemo(() => cartStores({ facts, totals, vatOption, country }), [facts, totals, vatOption, country]);
  const direct = follows.directOrder;
  // A removed line hands focus to the next line's same control, or to the heading when none is left.
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps } = useFocusNeighbour<HTMLUListElement>(
    lines.map((line) => line.id),
    () => heading.current,
  );

  // The shared session state follows what the cart shows.
  useEffect(() => followCart(follows), [follows]);

  if (lines.length === 0)
    return (
      <section className="cart empty" aria-labelledby="cart-title">
        <h2 id="cart-title" ref={heading} tabIndex={-1} {...FOCUS_HOME}>
          {t`Warenkorb`}
        </h2>
        <p>{t`Ihr Warenkorb ist leer.`}</p>
        <div className="actions">
          <a className="button primary" href={shopUrl(data)}>
            {t`Weiter einkaufen`}
          </a>
        </div>
      </section>
    );

  const offerOnly = facts.some((f) => offerReasons(f, country).length > 0);
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h2 id="cart-title" ref={heading} tabIndex={-1} {...FOCUS_HOME}>
        {t`Warenkorb`}
      </h2>
      {cart.changeError && (
        <ChangeError failure={cart.changeError} unit={lines.find((line) => line.id === cart.changeError?.lineId)?.einheit ?? ""} />
      )}
      {tooManyItems(facts) && (
        <p className="alert" role="alert">
          {t`Ihr Warenkorb enthält mehr als ${MAX_ORDER_ITEMS} verschiedene Artikel. Eine Bestellung kann höchstens ${MAX_ORDER_ITEMS} Artikel umfassen; bitte teilen Sie sie auf oder fordern Sie ein Angebot an.`}
        </p>
      )}
      <ul className="lines" {...listProps}>
        {lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            editHref={configurationEditUrl(configuratorUrl(data), line.configuration_query, line.id)}
            country={country}
            showVAT={showVAT}
            vatPercent={totals.vatPercent}
            revision={cart.revision}
            onAmount={cart.setAmount}
            onRemove={cart.remove}
          />
        ))}
      </ul>
      <p className="delivery">{deliveryType(facts) === "freight-forwarder" ? t`Versand per Spedition` : t`Versand per Paketdienst`}</p>
      <FreeShippingNote
        costs={deliveryCosts({
          goodsNetCents: totals.netCents,
          feeCents: shippingCents,
          freeFromCents: cart.state.freeFromCents,
          packagingCents,
        })}
        money={(cents) => formatMoney(cents, country)}
      />
      <OrderTotalsList totals={totals} country={country} />
      {offerOnly && <p className="offer-note">{t`Die markierten Artikel können Sie nur als Angebot anfordern.`}</p>}
      {/* The checkout is the cart's one main action; the offer beside it a plain link, unless it is the only way on. */}
      <div className="actions">
        {direct && (
          <a className="button primary checkout-link" href={checkoutUrl(data)}>
            {t`Zur Kasse`}
          </a>
        )}
        <a className={direct ? "offer-link" : "button primary"} href={offerUrl(data)}>
          {t`Angebot anfordern`}
        </a>
      </div>
    </section>
  );
}

/**
 * A refused change: the promotional maximum in the line's unit when the server says so (the amount is
 * back), else the notice with a retry of the same change.
 */
function ChangeError({ failure, unit }: { failure: ChangeFailure; unit: string }) {
  const { t, i18n } = useLingui();
  const max = promotionMax(failure.error);
  if (max === undefined) return <ErrorNotice error={failure.error} onRetry={failure.retry} />;
  const most = formatAmount(max, unit, i18n.locale);
  return (
    <p className="alert" role="alert" part="error">
      {t`Aktionsware: höchstens ${most} pro Bestellung. Die Menge ist wieder die vorige.`}
    </p>
  );
}
