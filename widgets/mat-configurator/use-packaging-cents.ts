// The packaging cost of a parcel (packaging-cost), shown with the price as for boxes: a mat always goes
// by parcel service (it is never bulky). Without it the price panel simply leaves the line out.
import { fetchPackagingCost } from "../../core/api/cart.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import type { MatConfiguratorData } from "./mat-configurator-data.ts";

export function usePackagingCents({ baseUrl, geoLocation }: Pick<MatConfiguratorData, "baseUrl" | "geoLocation">): number | null {
  const { state } = useRequest(
    async (signal) =>
      toCents(
        (await fetchPackagingCost({ baseUrl, signal, country: geoLocation, deliveryType: "parcel-service", lines: 1 })).packagingCost,
      ),
    [baseUrl, geoLocation],
  );
  return state.status === "ready" ? state.data : null;
}
