// The URL rule (core/element/site-url.ts) refuses the field, not the answer (issue 21): a picture or a
// link of an API answer that the rule refuses is left out, the console says which and why, and the
// rest of the answer is used. A cart line with a `data:` picture shows without its picture instead of
// the whole cart failing; a listed article or category whose link is refused is left out of its list.
// Any other fault of an answer still refuses it (core/api/client.ts).
import * as v from "valibot";
import { imageList, isLinkUrl, linkUrlField } from "../element/site-url.ts";

function leftOut(what: string, value: unknown): void {
  console.warn(`[shop-widgets] ${what}: left out ${JSON.stringify(value)}, not a site path or an http(s) URL (core/element/site-url.ts)`);
}

/** An image URL that may be absent: '' for none, and for one the rule refuses (logged). */
// @__NO_SIDE_EFFECTS__
export function imageOrNone(what: string) {
  const url = v.pipe(
    v.nullish(v.string(), ""),
    v.trim(),
    v.check((s) => s === "" || isLinkUrl(s)),
  );
  return v.fallback(url, (dataset) => {
    leftOut(what, dataset?.value);
    return "";
  });
}

/** A list of image URLs: the ones the rule refuses are left out (logged), the others kept in order. */
// @__NO_SIDE_EFFECTS__
export function imagesKept(what: string) {
  return v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.trim())), []),
    v.transform((urls) => urls.filter((url) => isLinkUrl(url) || void leftOut(what, url))),
  );
}

/** The CRM's comma-separated `image_urls`: the ones the rule refuses are left out (logged); null when none is left. */
export function imageTextKept(text: string | null, what: string): string | null {
  const urls = imageList(text);
  const kept = urls.filter((url) => isLinkUrl(url) || void leftOut(what, url));
  return kept.length === urls.length ? text : kept.join(",") || null;
}

/** A listed item's link: '' when the rule refuses it (logged); the list then leaves the item out (withLink). */
// @__NO_SIDE_EFFECTS__
export function linkOrNone(what: string) {
  return v.fallback(linkUrlField, (dataset) => {
    leftOut(what, dataset?.value);
    return "";
  });
}

/** The items whose link was kept (linkOrNone). */
export const withLink = <T extends { url: string }>(items: T[]): T[] => items.filter((item) => item.url !== "");
