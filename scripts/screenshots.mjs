// Screenshots of the demo shop as a shopper sees it, at a phone and a desktop width, written to
// docs/screenshots/ (issue 20: they show one shop, and stay current because a script makes them).
//   npm run screenshots            every page below
//   node scripts/screenshots.mjs cart   only the pages whose name contains "cart"
// Needs a build (npm run build). The session holds one cart line and one order, as in the layout-shift check.
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { startServer } from "../demo/serve.mjs";
import { launchBrowser, phoneViewport } from "../test/support/browser.mjs";
import { waitUntilSettled } from "../test/support/demo-settled.mjs";
import { shopperContext } from "../test/support/layout-shift.mjs";

const OUT = new URL("../docs/screenshots/", import.meta.url);

/** name → route, and a step in the page before the picture (the checkout's overview is its last step). */
const PAGES = {
  start: { path: "/" },
  category: { path: "/kategorie/21" },
  product: { path: "/produkt/1001" },
  cart: { path: "/warenkorb" },
  "checkout-overview": { path: "/kasse", step: checkoutOverview },
  tracking: { path: "/sendungsverfolgung?order=AB-2026-90001&postcode=10115" },
  promotions: { path: "/aktionen" },
  search: { path: "/suche?q=umschlag" },
  configurator: { path: "/konfiguration" },
};
const MAX_HEIGHT = 1800;
const WIDTHS = [
  // 1× pixels keep the files small; the layout is the phone's.
  { label: "390", viewport: { ...phoneViewport(390), deviceScaleFactor: 1 } },
  { label: "1280", viewport: { width: 1280, height: 900 } },
];

/** Fills the checkout's address and goes on to its overview. */
async function checkoutOverview(page) {
  const inCheckout = (selector) =>
    page.waitForFunction((s) => document.querySelector("shop-checkout")?.shadowRoot?.querySelector(s), { timeout: 10000 }, selector);
  const address = {
    firstName: "Anna",
    lastName: "Muster",
    email: "anna.muster@stadtarchiv.example",
    street: "Archivstraße 1",
    postcode: "10115",
    city: "Berlin",
  };
  for (const [field, text] of Object.entries(address)) await (await inCheckout(`#invoice-${field}`)).type(text);
  const next = async (nextStep) => {
    await (await inCheckout(".step .actions button.primary")).evaluate((button) => button.click());
    await inCheckout(nextStep);
  };
  await next(".payment-step");
  await (await inCheckout("#payment-method-invoice")).evaluate((radio) => radio.click());
  await next(".overview-step");
}

/**
 * Picks gross prices when the page asks (each picture is a new tab, so a new session of its own:
 * docs/decisions/vat-modal-first-visit.md); the pictures show the shop after that first answer.
 */
async function answerVatQuestion(page) {
  const open = "dialog[open] .choices button:first-child";
  const gross = await page.evaluateHandle((s) => document.querySelector("shop-vat-modal")?.shadowRoot?.querySelector(s), open);
  if (!(await gross.evaluate((button) => button !== null && button !== undefined))) return;
  await gross.asElement().click();
  await page.waitForFunction(() => !document.querySelector("shop-vat-modal").shadowRoot.querySelector("dialog[open]"), { timeout: 10000 });
}

const only = process.argv[2];
await fs.mkdir(OUT, { recursive: true });
const { server, url } = await startServer({ port: 0 });
const browser = await launchBrowser();
try {
  const shopper = await shopperContext(browser, url);
  for (const [name, { path, step }] of Object.entries(PAGES)) {
    if (only && !name.includes(only)) continue;
    for (const { label, viewport } of WIDTHS) {
      const page = await shopper.context.newPage();
      await page.setViewport(viewport);
      await page.goto(`${url}${path}`);
      await waitUntilSettled(page);
      await answerVatQuestion(page);
      if (step) await step(page);
      await new Promise((resolve) => setTimeout(resolve, 800));
      const file = fileURLToPath(new URL(`${name}-${label}.jpg`, OUT));
      // The first screens, where the shopper judges the shop (a category page is thousands of pixels long).
      const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
      await page.screenshot({
        path: file,
        type: "jpeg",
        quality: 80,
        clip: { x: 0, y: 0, width: viewport.width, height },
        captureBeyondViewport: true,
      });
      console.log(`docs/screenshots/${name}-${label}.jpg`);
      await page.close();
    }
  }
  await shopper.context.close();
} finally {
  await browser.close();
  server.close();
}
