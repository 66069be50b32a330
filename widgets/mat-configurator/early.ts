// The mat configurator's first screen, asked for by the element's loader before the element's code
// has arrived (core/element/loader.ts), as use-mat-catalogue.ts and MatConfiguratorForm.tsx ask for it,
// from the block as written (core/element/early-block.ts): the boards for mats, the standard formats
// and a parcel's packaging cost. The price waits for the boards (the first is the default) and stays
// with the element.
import { startEarly } from "../../core/api/early.ts";
import { materialsRequest, matFormatsRequest } from "../../core/api/configurator-requests.ts";
import { packagingCostRequest } from "../../core/api/packaging-request.ts";
import { earlyBlock } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  if (!page) return;
  startEarly(page.baseUrl, materialsRequest({ use: "mat", language: page.language }));
  startEarly(page.baseUrl, matFormatsRequest(page.language));
  startEarly(page.baseUrl, packagingCostRequest({ country: page.geoLocation, deliveryType: "parcel-service", lines: 1 }));
}
