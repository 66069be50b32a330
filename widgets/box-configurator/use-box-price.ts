// The configured box's live price (box-price, core/configurator-ui/use-live-price.ts: debounced, the
// latest configuration's answer only) for the selected company and the visitor's country, and the
// packaging cost of a shipment of it (packaging-cost: by freight forwarder when it is bulky).
import { useStore } from "@nanostores/react";
import type { BoxConfiguration } from "../../core/api/configuration.ts";
import { fetchBoxPrice } from "../../core/api/configurator.ts";
import { useLivePrice } from "../../core/configurator-ui/use-live-price.ts";
import { usePackagingCents } from "../../core/configurator-ui/use-packaging-cents.ts";
import { $company } from "../../core/state/stores.ts";
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

  const packagingCents = usePackagingCents(data, bulky ? "freight-forwarder" : "parcel-service");
  return { price, retry, packagingCents };
}
