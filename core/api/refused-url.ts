// The URL rule (core/element/site-url.ts) refuses the field, not the answer (issue 21): a picture or a
// link of an API answer that the rule refuses is left out, the console says which and why, and the
// rest of the answer is used. A cart line with a `data:` picture shows without its picture instead of
// the whole cart failing; a listed article or category whose link is refused is left out of its list
// (listed-links.ts). Any other fault of an answer still refuses it (core/api/client.ts). Small on
// purpose: the cart's and the article's schemas load it on every page.
import * as v from "valibot";
import { imageList, isLinkUrl } from "../element/site-url.ts";

/** Logs what was left out of an answer and why. */
export function leftOut(what: string, value: unknown): void {
  console.warn(`[shop-widgets] ${what}: left out ${JSON.stringify(value)}, not a site path or http(s) URL`);
}

/** An image URL that may be absent: '' for none (missing, null, ''), and for one the rule refuses (logged). */
// @__NO_SIDE_EFFECTS__
export function imageOrNone(what: string) {
  const url = v.transform((value: unknown) => {
    const text = value == null ? "" : typeof value === "string" ? value.trim() : null;
    if (text === "" || (text && isLinkUrl(text))) return text;
    leftOut(what, value);
    return "";
  });
  return v.optional(v.pipe(v.unknown(), url), "");
}

/** The CRM's comma-separated `image_urls`: the ones the rule refuses are left out (logged); null when none is left. */
export function imageTextKept(text: string | null, what: string): string | null {
  const urls = imageList(text);
  const kept = urls.filter((url) => isLinkUrl(url) || void leftOut(what, url));
  return kept.length === urls.length ? text : kept.join(",") || null;
}
