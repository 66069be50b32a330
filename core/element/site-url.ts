// URLs that a data block or an API answer names and that become a link, an image or a navigation.
// One rule for all of them, decided as the browser's URL parser decides (docs/embedding.md): a path on
// the shop's site (root-relative or relative) or an absolute http(s) URL. Anything else —
// `javascript:`, `data:`, `vbscript:`, another scheme, the same behind whitespace or control
// characters, or a protocol-relative `//host` or `\host` that leaves the site — is refused.
import * as v from "valibot";

/** A stand-in origin: relative values are resolved against it, so the check needs no page. */
const SITE = new URL("https://site.invalid/shop/page");

/** Tabs, newlines and other control characters the URL parser drops silently ("java\tscript:"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

function parsed(value: string, base?: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A site path or an absolute http(s) URL: safe as a link's href and for a navigation. */
export function isLinkUrl(value: string): boolean {
  if (value.trim() === "" || CONTROL.test(value)) return false;
  const absolute = parsed(value);
  if (absolute) return absolute.protocol === "http:" || absolute.protocol === "https:";
  // A relative value must stay on the site: `//host`, `/\host` and `\\host` resolve to another host.
  return parsed(value, SITE)?.origin === SITE.origin;
}

const LINK_MESSAGE = "Expected a site path or an http(s) URL";

/** A URL that becomes a link or a navigation (a data block's page URL, a search hit). */
export const linkUrlField = v.pipe(v.string(), v.trim(), v.nonEmpty(LINK_MESSAGE), v.check(isLinkUrl, LINK_MESSAGE));

/** A URL that becomes an image's src: the same rule (a `data:` picture is refused like any other scheme). */
export const imageUrlField = linkUrlField;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or plain http only on a developer's own machine (local ports, specification section 7). */
export const isSecureOrLocal = (url: URL): boolean =>
  url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));

/**
 * An absolute https URL (a payment provider's page opened in a window); plain http only on the
 * developer's own machine, where the demo's PayPal stand-in serves its approval page (demo/paypal/).
 */
export const providerPageUrlField = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => {
    const url = parsed(s);
    return isLinkUrl(s) && url !== null && isSecureOrLocal(url);
  }, "Expected an absolute https URL"),
);

/** A list of image URLs in one text, as the CRM stores `image_urls` (comma-separated). */
export function imageList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
