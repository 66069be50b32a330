// The configured box's live price (box-price, core/configurator-ui/use-live-price.ts: debounced, the
// latest configuration's answer only) for the selected company and the visitor's country, and the
// packaging cost of a shipment of it (packaging-cost: by freight forwarder when it is bulky).
import { useStore } from "@nanostores/react";
import { fetchPackagingCost } from "../../core/api/cart.ts";
import type { BoxConfiguration } from "../../core/api/configuration.ts";
import { fetchBoxPrice } from "../../core/api/configurator.ts";
import { useLivePrice } from "../../core/configurator-ui/use-live-price.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { $company } from "../../core/state/stores.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import type { BoxConfiguratorData } from "./box-configurator-data.ts";

export function useBoxPrice(data: BoxConfiguratorData, configuration: BoxConfiguration | null, bulky: boolean) {
  const { baseUrl, geoLocation } = data;
  const companyId = useStore($company)?.company.id ?? null;
  // What the price depends on: the configuration, the company and the country (not the amount: the
  // answer is the whole scale).
  const key = configuration === null ? null : JSON.stringify([configuration, companyId, geoLocation]);
  const { price, retry } = useLivePrice(key, (signal) => {
    const box = configuration as BoxConfiguration;
    return fetchBoxPrice({
      baseUrl,
      signal,
      companyId,
      geoLocation,
      box: {
        boxId: box.boxId,
        length: box.lengthMm,
        width: box.widthMm,
        ...(box.heightMm === null ? {} : { height: box.heightMm }),
        materialId: box.materialId,
        extras: box.extras,
      },
    });
  });

  const deliveryType = bulky ? "freight-forwarder" : "parcel-service";
  const packaging = useRequest(
    configuration === null
      ? null
      : (signal) =>
          fetchPackagingCost({ baseUrl, signal, country: geoLocation, deliveryType, lines: 1 }).then((a) => toCents(a.packagingCost)),
    [configuration === null, baseUrl, geoLocation, deliveryType],
    { keep: true },
  );
  const packagingCents = packaging.state.status === "ready" ? packaging.state.data : null;
  return { price, retry, packagingCents };
}
