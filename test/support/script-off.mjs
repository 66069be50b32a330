// The product pages without script (issue 32; docs/decisions/product-fallback.md), for test/demo-pages.mjs:
// a shopper or a crawler with JavaScript off sees the product's name as the page's heading, its picture
// (loaded), its article number in the page's language and its description, on screen, at a phone's and
// a desktop's width, in Chromium and Firefox (puppeteer) and WebKitGTK (WebDriver; its window is never
// narrower than 447 px, so 1280 px only). Script off: Chromium by the DevTools protocol, Firefox by its
// `javascript.enabled` preference, MiniBrowser by its `--enable-javascript=false` setting.
import puppeteer from "puppeteer-core";
import { remote } from "webdriverio";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { FIREFOX_PATH, startWebKitDriver } from "./engines.mjs";

/** The fixture article 1001 as the demo server renders its fallback on each product route (demo/product-fallback.ts). */
const NAME = "Archivbox A4 „Klassik“";
export const SCRIPT_OFF_PAGES = [
  { path: "/produkt/1001", number: "Art.-Nr. AB-A4-100", lang: "de" },
  { path: "/product/1001", number: "Item no. AB-A4-100", lang: "en" },
  { path: "/produit/1001", number: "Réf. AB-A4-100", lang: "fr" },
];
const WIDTHS = { chromium: [390, 1280], firefox: [390, 1280], webkit: [1280] };
const HEIGHT = 844;

/** Run in the page (no closure: WebDriver sends its source): what a visitor without script misses. */
function fallbackProblems(expected) {
  const problems = [];
  if (document.querySelector("shop-product-detail:defined")) problems.push("the element is defined: script ran");
  if (document.documentElement.lang !== expected.lang)
    problems.push(`the page's language is "${document.documentElement.lang}", not "${expected.lang}"`);
  const onScreen = (el, what) => {
    if (!el) return problems.push(`no ${what}`) && false;
    const r = el.getBoundingClientRect();
    const drawn = el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && r.width > 0 && r.height > 0;
    if (!drawn || r.left < 0 || r.right > innerWidth + 0.5 || r.top < 0 || r.bottom > innerHeight + 0.5)
      problems.push(`the ${what} is not on screen (at ${[r.left, r.top, r.width, r.height].map(Math.round).join(", ")})`);
    return true;
  };
  const part = (name) => document.querySelector(`shop-product-detail > .shop-product-fallback > .shop-product-fallback-${name}`);
  const name = part("name");
  if (onScreen(name, "name") && (name.tagName !== "H1" || name.textContent.trim() !== expected.name))
    problems.push(`the heading is <${name.tagName.toLowerCase()}> "${name.textContent.trim()}", not <h1> "${expected.name}"`);
  const headings = [...document.querySelectorAll("h1")].filter((h) => h.checkVisibility());
  if (headings.length !== 1) problems.push(`${headings.length} visible h1, not one`);
  const picture = part("picture");
  if (onScreen(picture, "picture") && !(picture.complete && picture.naturalWidth > 0)) problems.push("the picture did not load");
  const number = part("number");
  if (onScreen(number, "number") && number.textContent.trim() !== expected.number)
    problems.push(`the number reads "${number.textContent.trim()}", not "${expected.number}"`);
  const description = part("description");
  if (onScreen(description, "description") && description.textContent.trim() === "") problems.push("the description is empty");
  if (document.documentElement.scrollWidth > innerWidth)
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  return problems;
}

/** One engine's pages: [label, problems] for each page and width. */
async function puppeteerResults(engine, url, pages) {
  const browser =
    engine === "firefox"
      ? await puppeteer.launch({
          browser: "firefox",
          executablePath: FIREFOX_PATH,
          headless: true,
          extraPrefsFirefox: { "javascript.enabled": false },
        })
      : await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (const page of pages)
      for (const width of WIDTHS[engine]) {
        const tab = await browser.newPage();
        if (engine === "chromium") await tab.setJavaScriptEnabled(false);
        await tab.setViewport({ width, height: HEIGHT });
        await tab.goto(url + page.path, { waitUntil: "load" });
        results.push([
          `${engine} ${page.path} ${width} px`,
          await tab.evaluate(fallbackProblems, { name: NAME, number: page.number, lang: page.lang }),
        ]);
        await tab.close();
      }
  } finally {
    await browser.close();
  }
  return results;
}

async function webkitResults(url, pages) {
  const driver = await startWebKitDriver();
  const capabilities = structuredClone(driver.capabilities);
  capabilities["webkitgtk:browserOptions"].args.push("--enable-javascript=false");
  const session = await remote({ ...driver, capabilities, logLevel: "silent" });
  const results = [];
  try {
    for (const width of WIDTHS.webkit) {
      await session.setWindowSize(width, HEIGHT);
      for (const page of pages) {
        await session.url(url + page.path); // waits for the load event: the picture is in
        results.push([
          `webkit ${page.path} ${width} px`,
          await session.execute(fallbackProblems, { name: NAME, number: page.number, lang: page.lang }),
        ]);
      }
    }
  } finally {
    await session.deleteSession().catch(() => {});
    driver.stop();
  }
  return results;
}

/**
 * The product pages (those of SCRIPT_OFF_PAGES whose path contains `only`, if given) without script in
 * `engines`, against the demo server at `url`: [label, problems] per page, engine and width.
 */
export async function scriptOffResults(url, { only, engines = ["chromium", "firefox", "webkit"] } = {}) {
  const pages = SCRIPT_OFF_PAGES.filter(({ path }) => !only || path.includes(only));
  if (pages.length === 0) return [];
  const results = [];
  for (const engine of engines)
    results.push(...(engine === "webkit" ? await webkitResults(url, pages) : await puppeteerResults(engine, url, pages)));
  return results;
}
