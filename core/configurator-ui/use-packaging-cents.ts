// The packaging cost shown with a configured article's price (packaging-cost): for one line, sent by
// parcel service or, for a bulky box, by freight forwarder. Without it the price panel leaves the line out.
import { fetchPackagingCost } from "../api/packaging-cost.ts";
import type { DeliveryTypeId } from "../api/request-schemas.ts";
import { toCents } from "../pricing/scale.ts";
import { useRequest } from "../ui/use-request.ts";

export function usePackagingCents(
  { baseUrl, geoLocation }: { baseUrl: string; geoLocation: string },
  deliveryType: DeliveryTypeId = "parcel-service",
): number | null {
  const { state } = useRequest(
    async (signal) => toCents((await fetchPackagingCost({ baseUrl, signal, country: geoLocation, deliveryType, lines: 1 })).packagingCost),
    [baseUrl, geoLocation, deliveryType],
  );
  return state.status === "ready" ? state.data : null;
}
