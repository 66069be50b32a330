// The shipping and packaging to the shopper's country and how far the free-shipping threshold is
// (shippingFee, packaging-cost; docs/decisions/costs-before-the-cart.md), loaded after the first paint
// in the place DeliveryFacts.tsx reserves. A failed request leaves the fees to the cart, says so, and logs it.
import { useLingui } from "@lingui/react/macro";
import { countryName } from "../../core/address/country-name.ts";
import { fetchPackagingCost } from "../../core/api/packaging-cost.ts";
import { fetchShippingFee } from "../../core/api/shipping-fee.ts";
import { deliveryCosts } from "../../core/pricing/delivery-costs.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { FreeShippingNote } from "../../core/ui/FreeShippingNote.tsx";
import { useRequest } from "../../core/ui/use-request.ts";

export interface ShippingCostsProps {
  baseUrl: string;
  /** The shopper's country (geoLocation, lower case). */
  country: string;
  /** Bulky goods travel by forwarder (core/order/rules.ts deliveryType). */
  bulky: boolean;
  /** The net value of the chosen amount. */
  goodsNetCents: number;
  /** A net amount as the page shows prices (gross or net). */
  shown: (netCents: number) => string;
  /** A net amount as it is (the threshold is net). */
  money: (netCents: number) => string;
}

export default function ShippingCosts({ baseUrl, country, bulky, goodsNetCents, shown, money }: ShippingCostsProps) {
  const { t, i18n } = useLingui();
  const fees = useRequest(
    async (signal) => {
      const call = { baseUrl, signal, country, deliveryType: bulky ? "freight-forwarder" : "parcel-service" };
      // The fee below any threshold (net 0), the threshold itself and the packaging of one line.
      const [shipping, packaging] = await Promise.all([
        fetchShippingFee({ ...call, netCents: 0 }),
        fetchPackagingCost({ ...call, lines: 1 }),
      ]).catch((error: unknown) => {
        if (!signal.aborted)
          console.warn("[shop-widgets] <shop-product-detail>: cannot load the shipping costs; the cart names them", error);
        throw error;
      });
      const freeFromCents = shipping.freeFromNet === null ? null : toCents(shipping.freeFromNet);
      return { feeCents: toCents(shipping.shippingFee), packagingCents: toCents(packaging.packagingCost), freeFromCents };
    },
    [baseUrl, country, bulky],
  );

  if (fees.state.status !== "ready")
    return (
      <div className="fees" aria-busy={fees.state.status === "loading"}>
        {fees.state.status === "error" && <p>{t`Die Versandkosten nennt Ihnen der Warenkorb.`}</p>}
      </div>
    );
  const costs = deliveryCosts({ goodsNetCents, ...fees.state.data });
  const where = countryName(country.toUpperCase(), i18n.locale);
  const shipping = shown(costs.shippingCents);
  const packaging = shown(costs.packagingCents);
  return (
    <div className="fees">
      <p>{t`Versand nach ${where}: ${shipping}, Verpackung: ${packaging}`}</p>
      <FreeShippingNote costs={costs} money={money} />
    </div>
  );
}
