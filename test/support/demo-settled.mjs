// When a demo page is ready to look at, for the Chromium scripts that open demo pages
// (test/demo-pages.mjs, test/demo-walk.mjs): run in the page by puppeteer's waitForFunction.

/**
 * Resolves when the page's demo script has started (the fake API answers, the shop's frame is in) and
 * every shop element has rendered its content (a heading) or an alert. A page with only a header (the
 * shop's start, legal and account pages) is settled once its header is.
 */
export function settled() {
  if (document.querySelector('script[src="/dist/demo/app.js"]') && !window.__shopMocksReady) return false;
  const elements = [...document.querySelectorAll("shop-product-detail, shop-cart, shop-checkout, shop-thank-you, shop-request-offer")];
  const headers = [...document.querySelectorAll("shop-header")];
  // The modals render their (closed or open) dialog; a switcher without a contact renders nothing.
  const hasContact = (el) => {
    try {
      return Boolean(JSON.parse(el.getAttribute("data") ?? "{}").contactid);
    } catch {
      return true;
    }
  };
  const modals = [
    ...document.querySelectorAll("shop-vat-modal"),
    ...[...document.querySelectorAll("shop-company-switcher")].filter(hasContact),
  ];
  return (
    modals.every((el) => el.shadowRoot?.querySelector("dialog, [role=alert]")) &&
    elements.every((el) => el.shadowRoot?.querySelector("h1, h2, [role=alert]")) &&
    headers.every((el) => el.shadowRoot?.querySelector("[role=search], [role=alert]"))
  );
}
