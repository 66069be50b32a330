// The demo pages as a visitor opens them, in headless Chromium: each page renders its elements,
// axe-core finds no violations, and at phone widths nothing scrolls sideways, overlaps a control or is
// too small to touch (test/support/browser.mjs), and its texts are in its language with one number
// format (test/support/page-words.mjs). Runs in `npm test` before the component tests. Then the product
// pages with script off, in Chromium, Firefox and WebKit (test/support/script-off.mjs).
import { createRequire } from "node:module";
import { startServer } from "../demo/serve.mjs";
import { desktopLookProblems, launchBrowser, phoneLayoutProblems } from "./support/browser.mjs";
import { elementsShowing, waitUntilSettled } from "./support/demo-settled.mjs";
import { decimalProblems, foreignWordProblems, loadPageLanguageRules, shopTexts } from "./support/page-words.mjs";
import { scriptOffResults } from "./support/script-off.mjs";
import { elementFolders } from "../scripts/elements.mjs";
import fs from "node:fs";

const require = createRequire(import.meta.url);
const SCENARIOS = [
  "product.html?lang=de",
  "product.html?lang=en",
  "product.html?lang=fr",
  "product.html?lang=de&login=company",
  "product.html?lang=en&login=company&company=c-200",
  "product.html?lang=en&geo=gb",
  "product.html?article=1011",
  // Articles sold by the roll and by the sheet: their units in the page's language (issue 21).
  "product.html?lang=en&article=1014",
  "product.html?lang=fr&article=1006",
  // An article the catalogue does not know: the element says so; the page still works.
  "product.html?article=9999",
  "product.html?scenario=serverError&lang=en",
  "product.html?scenario=networkDown&lang=fr",
  "product.html?scenario=schemaBroken",
  "shop.html?lang=de",
  "shop.html?lang=en&login=company&company=c-300",
  "shop.html?lang=fr&login=company",
  "shop.html?lang=de&login=company&contact=7002",
  "shop.html?lang=fr&login=company&contact=7009",
  "shop.html?lang=en&login=company&contact=7003",
  "shop.html?lang=de&login=company&scenario=companiesServerError",
  "cart.html?lang=de",
  "cart.html?lang=fr&geo=ch",
  "checkout.html?lang=de",
  "checkout.html?lang=fr&login=company",
  "offer.html?lang=de",
  "offer.html?lang=en&login=company",
  "offer-article.html?lang=fr",
  "offer-article.html?lang=en&article=1001&amount=40",
  "thank-you.html?lang=de",
  "tracking.html?order=AB-2026-90001&postcode=10115",
  "tracking.html?lang=en&order=AB-2026-90003&postcode=1010",
  "tracking.html?lang=fr&order=AB-2026-90005&postcode=20095",
  "tracking.html?login=company&contact=7001",
  "tracking.html?scenario=deliveryFails&order=AB-2026-90001&postcode=10115",
  "tracking.html?scenario=deliveryBusy&order=AB-2026-90001&postcode=10115",
  "thank-you.html?lang=en&deal=404404",
  "box-configurator.html?lang=en&geo=us",
  "box-configurator.html?scenario=configCatalogueFails&lang=fr",
  "mat-configurator.html?scenario=configPriceFails&lang=en",
  "mat-configurator.html?scenario=configCatalogueBroken",
  "catalogue.html",
  "category.html?lang=de",
  "category.html?lang=en&category=21",
  "category.html?lang=fr&super=1",
  "category.html?category=21&c.f.material=Archivkarton%2C+ligninfrei%2C+gepuffert&c.r.innenmass.0=300~330&c.f.fsc=FSC%C2%AE+Mix+Credit",
  "category.html?category=19",
  "category.html?category=999",
  "category.html?scenario=browseFails&lang=en",
  "category.html?scenario=browseBroken&lang=fr",
  "promo-list.html?lang=de",
  "promo-list.html?lang=fr&login=company",
  "promo-list.html?scenario=promotionsFails&lang=en",
  "article-list.html?lang=de",
  "article-list.html?lang=en",
  "article-list.html?lang=fr&login=company",
  "article-list.html?scenario=relatedFails&lang=fr",
  "contact.html?lang=de",
  "contact.html?lang=en&login=company",
  "contact.html?lang=fr&topic=order",
  "contact.html?lang=de&login=company&contact=7009",
  "contact.html?scenario=contactFails&lang=en",
  "registration.html?lang=de",
  "registration.html?lang=en&geo=at",
  "registration.html?scenario=registrationFails&lang=fr",
  "embed.html",
  "errors.html",
  "index.html",
  // The block builder (demo/builder.html): the product page's form first, another element by ?element=.
  "builder.html",
  "builder.html?element=shop-checkout",
  // The demo shop's routes (demo/storefront/routes.json) lie beside /demo/: every route, each language.
  "../",
  "../en/",
  "../fr/?login=company",
  "../produkt/1001",
  "../product/1011?geo=gb",
  "../produit/1003",
  "../produkt/9999",
  "../kategorie/11",
  "../en/category/21",
  "../fr/categorie/12",
  "../suche?q=archivkarton",
  "../search?q=stulpdeckel&q.kind=ARTICLE",
  "../recherche?q=arhcivkarton",
  "../aktionen",
  "../en/offers?login=company",
  "../fr/promotions",
  "../warenkorb",
  "../basket?geo=at",
  "../panier?geo=ch",
  "../kasse",
  "../checkout?login=company",
  "../commande",
  "../angebot",
  "../offer?article=1011&amount=600",
  "../devis",
  "../danke",
  "../thank-you?deal=404404",
  "../merci",
  "../registrierung",
  "../register",
  "../inscription?geo=fr",
  "../sendungsverfolgung?order=AB-2026-90004&postcode=50667",
  "../tracking?tracking=1ZA1B2C30000900037",
  "../suivi",
  "../konfiguration",
  "../konfiguration?lang=en&b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&m.w=400&m.h=500",
  "../konfiguration?lang=fr",
  "../dialog",
  "../dialog?lang=en&login=company",
  "../dialog?lang=fr&topic=invoice",
  "../agb",
  "../terms",
  "../cgv",
  "../datenschutz",
  "../privacy",
  "../confidentialite",
  // Content pages the header's search finds (demo/storefront/content-pages.json).
  "../lieferbedingungen",
  "../en/guides/mats",
  "../fr/blog/din-iso-16245",
  "../_hcms/mem/login",
  "../_hcms/mem/logout?lang=en",
  "../_hcms/mem/reset/request?lang=fr",
];
// Each element's own demo page (demo/<folder>.html, as `npm run new-element` writes one), unless a scenario opens it.
const ownPages = elementFolders()
  .map((folder) => `${folder}.html`)
  .filter((page) => fs.existsSync(`demo/${page}`) && !SCENARIOS.some((scenario) => scenario.split("?")[0] === page));
// `node test/demo-pages.mjs <text>` checks only the pages whose path contains the text (while working on one element).
const only = process.argv[2];
const PAGES = [...SCENARIOS, ...ownPages].filter((page) => !only || page.includes(only));
// Every element must be on some page here (in a full run).
const unseen = new Set(only ? [] : Object.keys(elementsShowing));

/**
 * Run in a shop route's page: what breaks "a shop route loads from its head the script of each element
 * it shows, and no other" (docs/demo.md#how-the-demo-loads): not the all-elements bundle, no entry of an
 * element the page does not show.
 */
function elementScriptProblems(elementTags) {
  const entry = /^\/dist\/(shop-[a-z-]+)\.js$/;
  const tagOf = (src) => new URL(src, location.href).pathname.match(entry)?.[1];
  // The page's elements; the toast region that core adds to the page has no entry of its own.
  const shown = new Set([...document.querySelectorAll("*")].map((el) => el.localName).filter((tag) => elementTags.includes(tag)));
  const inHead = new Set([...document.head.querySelectorAll("script[type=module][src]")].map((s) => tagOf(s.src)).filter(Boolean));
  const loaded = performance
    .getEntriesByType("resource")
    .map((r) => tagOf(r.name))
    .filter(Boolean);
  return [
    ...loaded.filter((tag) => tag === "shop-widgets").map(() => "loads dist/shop-widgets.js, the bundle of all elements"),
    ...[...shown].filter((tag) => !inHead.has(tag)).map((tag) => `shows <${tag}> without dist/${tag}.js in its head`),
    ...loaded.filter((tag) => tag !== "shop-widgets" && !shown.has(tag)).map((tag) => `loads dist/${tag}.js but shows no <${tag}>`),
  ];
}

const languageRules = await loadPageLanguageRules();
const { server, url } = await startServer({ port: 0 });
const browser = await launchBrowser();
let passed = 0;
let failed = 0;
try {
  for (const pagePath of PAGES) {
    const page = await browser.newPage();
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // The demo server sends a strict CSP (no unsafe-inline, no unsafe-eval): any violation fails the page.
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
    });
    try {
      await page.goto(`${url}/demo/${pagePath}`);
      await waitUntilSettled(page);
      for (const tag of await page.evaluate((tags) => tags.filter((tag) => document.querySelector(tag)), [...unseen])) unseen.delete(tag);
      // The page's CSP allows no foreign script; axe is added through the DevTools protocol.
      await page.evaluate(require("axe-core").source);
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      });
      const phone = await phoneLayoutProblems(page);
      const desktop = await desktopLookProblems(page);
      const texts = await shopTexts(page);
      const words = [...foreignWordProblems(texts, languageRules), ...decimalProblems(texts, languageRules)];
      const scripts = pagePath.startsWith("../") ? await page.evaluate(elementScriptProblems, Object.keys(elementsShowing)) : [];
      const problems = [...violations, ...phone, ...desktop, ...words, ...scripts, ...pageErrors.map((e) => `page error: ${e}`)];
      if (problems.length) throw new Error(problems.join("\n    "));
      passed++;
      const loads = scripts.length === 0 && pagePath.startsWith("../") ? ", the scripts of the elements it shows" : "";
      console.log(`  ✓ demo/${pagePath}: renders, no axe violations, fits phones, the shop's look, its language and number format${loads}`);
    } catch (error) {
      failed++;
      console.log(`  ✗ demo/${pagePath}\n    ${error.message}`);
    } finally {
      await page.close();
    }
  }
  // The product pages without script, in the three engines (test/support/script-off.mjs); `only` picks them as the pages above.
  for (const [label, problems] of await scriptOffResults(url, { only })) {
    if (problems.length) failed++;
    else passed++;
    if (problems.length) console.log(`  ✗ ${label} without script\n    ${problems.join("\n    ")}`);
    else console.log(`  ✓ ${label} without script: the product's name as its heading, picture, number and description on screen`);
  }
} finally {
  await browser.close();
  server.close();
}
for (const tag of unseen) {
  failed++;
  console.log(`  ✗ no demo page shows <${tag}>: add demo/${tag.slice("shop-".length)}.html (npm run new-element writes one)`);
}
console.log(`demo pages: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
