// When a demo page is ready to look at, for the Chromium scripts that open demo pages
// (test/demo-pages.mjs, test/demo-walk.mjs). The tags come from the widgets/ folders (scripts/elements.mjs).
import { elementFolders, elementTag } from "../../scripts/elements.mjs";

/** What an element shows once it has rendered; an element not named here shows a heading or an alert. */
const SHOWS = {
  // The header's search (the checkout's header: its way back to the cart); the modals their (closed or open) dialog.
  "shop-header": "[role=search], .checkout [part=cart], [role=alert]",
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
 * Run in the page: what the page still waits for, empty once the page's demo script has started
 * (the fake API answers, the shop's frame is in) and every shop element has rendered. A switcher
 * without a contact renders nothing. With `settled`, whether nothing is left (for waitForFunction).
 */
function waitingFor(showing, settled = false) {
  const hasContact = (el) => {
    try {
      return Boolean(JSON.parse(el.getAttribute("data") ?? "{}").contactid);
    } catch {
      return true;
    }
  };
  const waiting = Object.entries(showing)
    .filter(([tag, selector]) =>
      [...document.querySelectorAll(tag)]
        .filter((el) => tag !== "shop-company-switcher" || hasContact(el))
        .some((el) => !el.shadowRoot?.querySelector(selector)),
    )
    .map(([tag]) => tag);
  if (document.querySelector('script[src="/dist/demo/app.js"]') && !window.__shopMocksReady) waiting.push("the demo script");
  return settled ? waiting.length === 0 : waiting;
}

/** What the page still waits for (see waitingFor), and the requests it has in flight (test/support/page-watch.js). */
export async function unsettled(page) {
  const waiting = await page.evaluate(waitingFor, elementsShowing);
  const pending = await page.evaluate(() => window.__pageWatch?.pending ?? []);
  return { waiting, pending };
}

/** Waits until the page has settled: nothing left waitingFor. */
export function waitUntilSettled(page, timeout = 15000) {
  return page.waitForFunction(waitingFor, { timeout }, elementsShowing, true);
}
