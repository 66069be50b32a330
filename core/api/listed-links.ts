// The lists of the browsing answers (core/api/browse.ts, listed-articles.ts) under the URL rule, field by field
// (core/api/refused-url.ts): an item whose link is refused is left out of its list, a refused picture
// is left out of its item; each is logged.
import * as v from "valibot";
import { isLinkUrl } from "../element/site-url.ts";
import { leftOut } from "./refused-url.ts";

/** A listed item's link: '' when the rule refuses it (logged); the list then leaves the item out (withLink). */
// @__NO_SIDE_EFFECTS__
export function linkOrNone(what: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => {
      const url = typeof value === "string" ? value.trim() : "";
      if (isLinkUrl(url)) return url;
      leftOut(what, value);
      return "";
    }),
  );
}

/** A list of image URLs: the ones the rule refuses are left out (logged), the others kept in order. */
// @__NO_SIDE_EFFECTS__
export function imagesKept(what: string) {
  return v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.trim())), []),
    v.transform((urls) => urls.filter((url) => isLinkUrl(url) || void leftOut(what, url))),
  );
}

/** The items whose link was kept (linkOrNone). */
export const withLink = <T extends { url: string }>(items: T[]): T[] => items.filter((item) => item.url !== "");
