// The pages a shopper only reaches by shopping, checked at phone widths like the demo pages
// (test/support/browser.mjs): the cart with lines, the checkout's later steps, the payment panel for
// card and PayPal, the thank-you page after a real order, and what opens on a click (the product's
// popups, the company switcher's dialog, the header's search results and menu). Each walk is a fresh browser context (its
// own session and fake API state), filled through the demo's fake API (?cartLines=, demo/app.ts) and
// the checkout's own form. Runs in `npm test` after the demo-pages check.
import { startServer } from "../demo/serve.mjs";
import { launchBrowser, phoneLayoutProblems, phoneViewport, PHONE_WIDTHS } from "./support/browser.mjs";

// Long words on purpose: German compounds and a long e-mail address must wrap, not widen the page.
const ADDRESS = {
  firstName: "Annemarie",
  lastName: "Restaurierungswerkstattleiterin",
  email: "annemarie.restaurierungswerkstatt@stadtarchiv-musterstadt.example",
  street: "Donaudampfschifffahrtsgesellschaftsstraße 12",
  postcode: "10115",
  city: "Hinterschwarzenbergerhausen",
};

const { server, url } = await startServer({ port: 0 });
const browser = await launchBrowser();
let passed = 0;
let failed = 0;

/** A phone page in a fresh context; its script errors are collected for the checks. */
async function phonePage(path) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(`page error: ${error.message}`));
  await page.setViewport(phoneViewport(PHONE_WIDTHS[0]));
  await page.goto(`${url}/demo/${path}`);
  return page;
}

async function check(page, label) {
  const problems = [...(await phoneLayoutProblems(page)), ...page.errors.splice(0)];
  if (problems.length) {
    failed++;
    console.log(`  ✗ ${label}\n    ${problems.join("\n    ")}`);
  } else {
    passed++;
    console.log(`  ✓ ${label}: fits phones`);
  }
}

/**
 * The element inside a shop element's shadow root, once it is there. (Puppeteer's own selector waits
 * watch the document for mutations, which do not see changes inside shadow roots.)
 */
async function inShadow(page, host, selector) {
  const handle = await page.waitForFunction(
    (h, s) => document.querySelector(h)?.shadowRoot?.querySelector(s),
    { timeout: 10000 },
    host,
    selector,
  );
  return handle.asElement();
}
const inCheckout = (page, selector) => inShadow(page, "shop-checkout", selector);
/** A click as the page sees it (this walk checks layouts, not pointer handling). */
const click = async (page, selector) => (await inCheckout(page, selector)).evaluate((el) => el.click());
const next = (page) => click(page, ".step .actions button.primary");

/** From an empty session to the given step of the checkout, choosing `method`; checks on the way when `label`. */
async function walkCheckout(method, { checkSteps = false } = {}) {
  const label = (step) => `checkout (${method}), ${step}`;
  const page = await phonePage("checkout.html?lang=de&cartLines=2");
  await inCheckout(page, ".address-step");
  for (const [field, text] of Object.entries(ADDRESS)) await (await inCheckout(page, `#invoice-${field}`)).type(text);
  if (checkSteps) {
    await click(page, "#separate-delivery");
    await inCheckout(page, "#delivery-lastName");
    await check(page, label("address step with a delivery address"));
    await click(page, "#separate-delivery");
  }
  await next(page);
  await inCheckout(page, ".payment-step");
  await click(page, `#payment-method-${method}`);
  if (checkSteps) await check(page, label("payment step"));
  await next(page);
  await inCheckout(page, ".overview-step");
  if (checkSteps) await check(page, label("overview step"));
  await click(page, "#accept-terms");
  await click(page, "#accept-privacy");
  await next(page);
  return page;
}

/** Opens a page, clicks something in an element, then types into something (either or both) and checks what opened. */
async function checkOpened(path, host, { click: trigger, type, opened }, label) {
  const page = await phonePage(path);
  if (trigger) await (await inShadow(page, host, trigger)).evaluate((el) => el.click());
  if (type) await (await inShadow(page, host, type.selector)).type(type.text);
  await inShadow(page, host, opened);
  await check(page, label);
  await page.browserContext().close();
}

try {
  await checkOpened(
    "product.html?lang=de",
    "shop-product-detail",
    { click: ".links button", opened: "dialog[open]" },
    "product.html, delivery times popup",
  );
  await checkOpened(
    "product.html?lang=fr",
    "shop-product-detail",
    { click: ".links button:last-child", opened: "dialog[open]" },
    "product.html, delivery conditions popup",
  );
  await checkOpened(
    "shop.html?lang=de&login=company",
    "shop-company-switcher",
    { click: ".trigger", opened: "dialog[open] .company" },
    "shop.html, company switcher dialog",
  );
  await checkOpened(
    "product.html?lang=de",
    "shop-header",
    { click: ".search-toggle", type: { selector: "#search-input", text: "archiv" }, opened: "[role=option]" },
    "product.html, header search results",
  );
  await checkOpened(
    "product.html?lang=fr&login=company",
    "shop-header",
    { click: ".menu-button", opened: ".menu-panel.open .link" },
    "product.html, header menu",
  );

  const cart = await phonePage("cart.html?lang=de&cartLines=4");
  await inShadow(cart, "shop-cart", ".line");
  await check(cart, "cart.html with four lines, one only on offer");
  await cart.browserContext().close();

  for (const method of ["card", "paypal"]) {
    const page = await walkCheckout(method);
    await inCheckout(page, ".pay-step");
    await check(page, `checkout (${method}), payment panel`);
    await page.browserContext().close();
  }

  // Prepayment completes at once and opens the thank-you page with the bank details.
  const page = await walkCheckout("prepayment", { checkSteps: true });
  await inShadow(page, "shop-thank-you", ".deal-number");
  await check(page, "thank-you.html after a prepayment order");
  await page.browserContext().close();
} catch (error) {
  failed++;
  console.log(`  ✗ the walk through the checkout stopped: ${error.message}`);
} finally {
  await browser.close();
  server.close();
}
console.log(`phone layouts: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
