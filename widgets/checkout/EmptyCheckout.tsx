import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/** Nothing to order: say so and lead back to the cart. */
export function EmptyCheckout({ data }: { data: CheckoutData }) {
  const { t } = useLingui();
  return (
    <section className="checkout empty" aria-labelledby="checkout-empty-title">
      <h2 id="checkout-empty-title" tabIndex={-1} {...FOCUS_HOME}>{t`Kasse`}</h2>
      <p>{t`Ihr Warenkorb ist leer.`}</p>
      <a href={shopPageUrl("cart", data)}>{t`Zum Warenkorb`}</a>
    </section>
  );
}
