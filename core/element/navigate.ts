// Where an element sends the visitor (a chosen search hit, the thank-you page). One small object, so
// tests can watch the navigation instead of leaving the test page.
import { isLinkUrl } from "./site-url.ts";

export const navigation = {
  /**
   * Goes to a site path or an http(s) URL. The data blocks and answers are checked already; this is
   * the second line: anything else (a `javascript:` URL) is logged and nothing happens.
   */
  go(url: string): void {
    if (!isLinkUrl(url)) {
      console.error(`[shop-widgets] navigation refused: ${JSON.stringify(url)} is neither a site path nor an http(s) URL`);
      return;
    }
    navigation.assign(url);
  },
  /** The browser's navigation itself. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
