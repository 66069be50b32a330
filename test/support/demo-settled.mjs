// When a demo page is ready to look at, for the Chromium scripts that open demo pages
// (test/demo-pages.mjs, test/demo-walk.mjs). The tags come from the widgets/ folders (scripts/elements.mjs).
import { elementFolders, elementTag } from "../../scripts/elements.mjs";

/** What an element shows once it has rendered; an element not named here shows a heading or an alert. */
const SHOWS = {
  // The header's search; the modals their (closed or open) dialog.
  "shop-header": "[role=search], [role=alert]",
  "shop-vat-modal": "dialog, [role=alert]",
  "shop-company-switcher": "dialog, [role=alert]",
  // An article list without a heading of its own: its cards.
  "shop-article-list": ".article-list > .article-cards, [role=alert]",
};
const HEADING = "h1, h2, [role=alert]";

/** Each element's tag with what it shows once rendered. */
export const elementsShowing = Object.fromEntries(
  elementFolders()
    .map(elementTag)
    .map((tag) => [tag, SHOWS[tag] ?? HEADING]),
);

/**
 * Run in the page by puppeteer's waitForFunction: resolves when the page's demo script has started
 * (the fake API answers, the shop's frame is in) and every shop element has rendered. A switcher
 * without a contact renders nothing.
 */
function settled(showing) {
  if (document.querySelector('script[src="/dist/demo/app.js"]') && !window.__shopMocksReady) return false;
  const hasContact = (el) => {
    try {
      return Boolean(JSON.parse(el.getAttribute("data") ?? "{}").contactid);
    } catch {
      return true;
    }
  };
  return Object.entries(showing).every(([tag, selector]) =>
    [...document.querySelectorAll(tag)]
      .filter((el) => tag !== "shop-company-switcher" || hasContact(el))
      .every((el) => el.shadowRoot?.querySelector(selector)),
  );
}

/** Waits until the page has settled (see settled). */
export function waitUntilSettled(page, timeout = 15000) {
  return page.waitForFunction(settled, { timeout }, elementsShowing);
}
