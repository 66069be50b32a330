// The demo's card payment as a shopper on a phone makes it, in headless Chromium under the demo
// server's strict CSP: the checkout (320 px wide) loads the payment sandbox's hosted card fields from
// their second origin (the page's frame-src names it), the card is typed into that frame, and the
// order is paid. Runs in `npm test` after the demo pages check.
import { startServer } from "../demo/serve.mjs";
import { launchBrowser } from "./support/browser.mjs";

const { server, url, hostedFieldsUrl } = await startServer({ port: 0 });
const browser = await launchBrowser();
const problems = [];
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 320, height: 800 });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && problems.push(message.text()));
  await page.goto(`${url}/demo/checkout.html?cartLines=2&latency=0`);

  /** The checkout's control matching `selector`, once it is there. */
  const control = async (selector) => {
    await page.waitForFunction((s) => document.querySelector("shop-checkout")?.shadowRoot?.querySelector(s), { timeout: 15000 }, selector);
    return page.evaluateHandle((s) => document.querySelector("shop-checkout").shadowRoot.querySelector(s), selector);
  };
  const next = async () => (await control("button.primary")).click();
  const address = {
    firstName: "Anna",
    lastName: "Muster",
    email: "anna@example.org",
    street: "Archivstraße 1",
    postcode: "10115",
    city: "Berlin",
  };
  for (const [field, text] of Object.entries(address)) await (await control(`#invoice-${field}`)).type(text);
  await next();
  await control(".payment-step");
  await (await control("#payment-method-card")).click();
  await next();
  await (await control("#accept-terms")).click();
  await (await control("#accept-privacy")).click();
  await next();
  await control(".hosted-card[aria-busy=false]");

  const frame = page.frames().find((f) => f.url().startsWith(hostedFieldsUrl));
  if (!frame) throw new Error(`no frame from ${hostedFieldsUrl}`);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  if (widths[0] > widths[1]) problems.push(`the page scrolls sideways at 320 px: ${widths[0]}`);
  const low = await frame.evaluate(() =>
    [...document.querySelectorAll("input")].filter((i) => i.getBoundingClientRect().height < 44).map((i) => i.id),
  );
  if (low.length) problems.push(`card fields lower than 44 px: ${low.join(", ")}`);
  for (const [field, text] of Object.entries({ holder: "Anna Muster", number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" }))
    await frame.type(`#${field}`, text);
  await Promise.all([page.waitForNavigation({ timeout: 15000 }), next()]);
  if (!new URL(page.url()).pathname.endsWith("/thank-you.html")) problems.push(`went to ${page.url()}, not the thank-you page`);
} catch (error) {
  problems.push(error.message);
} finally {
  await browser.close();
  server.close();
}
console.log(
  problems.length
    ? `  ✗ demo card payment\n    ${problems.join("\n    ")}`
    : "  ✓ demo card payment: hosted card fields on their own origin under the CSP, paid at 320 px",
);
process.exitCode = problems.length ? 1 : 0;
