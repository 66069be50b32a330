// The box configurator's first screen, asked for by the element's loader before the element's code
// has arrived (core/element/loader.ts), as use-box-catalogue.ts and use-box-price.ts ask for it, from
// the block as written (core/element/early-block.ts) and the page's query: the categories, the boards
// for boxes, the types of the category the URL or the block names, and a parcel's packaging cost while
// the URL holds no size (a size may make the box bulky, sent by freight forwarder). The types of the
// first category (none named) and the price wait for an answer and stay with the element.
import { startEarly } from "../../core/api/early.ts";
import { boxCategoriesRequest, boxTypesRequest, materialsRequest } from "../../core/api/configurator-requests.ts";
import { packagingCostRequest } from "../../core/api/packaging-request.ts";
import { readBoxUrl } from "../../core/configurator/box-url-params.ts";
import { earlyBlock, earlyOptionalId } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  if (!page) return;
  const { baseUrl, language } = page;
  const url = readBoxUrl(new URLSearchParams(location.search));
  startEarly(baseUrl, boxCategoriesRequest(language));
  startEarly(baseUrl, materialsRequest({ use: "box", language }));
  const categoryId = url.categoryId ?? earlyOptionalId(block.categoryId);
  if (categoryId) startEarly(baseUrl, boxTypesRequest({ categoryId, language }));
  if (!url.length && !url.width && !url.height)
    startEarly(baseUrl, packagingCostRequest({ country: page.geoLocation, deliveryType: "parcel-service", lines: 1 }));
}
