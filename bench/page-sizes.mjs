// What each page loads before any interaction, in bytes after gzip (level 9) and brotli (quality 11),
// each file compressed on its own as a server sends it. A page's code is the static closure of its
// elements' entries (each shared chunk once); its catalogs are the translation files its loaders ask
// for (dist/preload.json), in the page's language (the largest of de, en, fr counts). Lazy chunks (dialogs,
// the checkout's later steps, the sanitizer, the PDF library) are left out. Used by `npm run bench`
// (bench/run.mjs) and by the size check in `npm test` (test/sizes.mjs); reads dist/meta.json.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { LANGS, staticClosure } from "../scripts/chunk-graph.mjs";

/**
 * Pages the budgets and the ratchet watch, besides every element alone: the demo shop's combinations
 * (every shop page's frame carries the header, the company switcher and the gross/net modal).
 */
export const PAGES = {
  "header + cart": ["shop-header", "shop-cart"],
  "header + checkout": ["shop-header", "shop-checkout"],
  "header + box configurator": ["shop-header", "shop-box-configurator"],
  "header + mat configurator": ["shop-header", "shop-mat-configurator"],
  "header + configurators": ["shop-header", "shop-box-configurator", "shop-mat-configurator"],
  "shop: start": ["shop-header", "shop-company-switcher", "shop-vat-modal"],
  "shop: product": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-product-detail", "shop-trust"],
  "shop: cart": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-cart", "shop-trust"],
  "shop: checkout": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-checkout", "shop-trust"],
  "shop: offer": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-request-offer"],
  "shop: thank-you": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-thank-you"],
  "shop: configurator": ["shop-header", "shop-company-switcher", "shop-vat-modal", "shop-box-configurator", "shop-mat-configurator"],
  "switcher + VAT modal + product": ["shop-company-switcher", "shop-vat-modal", "shop-product-detail"],
  "header + promo list": ["shop-header", "shop-promo-list"],
  "header + article list": ["shop-header", "shop-article-list"],
  "header + category": ["shop-header", "shop-category"],
  "header + contact": ["shop-header", "shop-contact"],
  "header + registration": ["shop-header", "shop-registration"],
  "header + tracking": ["shop-header", "shop-tracking"],
  "header + search results": ["shop-header", "shop-search-results"],
};

/** Budgets in bytes (1 KB = 1024 B), gzip, code and catalogs before interaction. */
export const BUDGETS = {
  "shop-product-detail": 29 * 1024,
  "header + cart": 33 * 1024,
  "header + checkout": 49 * 1024,
  "header + box configurator": 42 * 1024,
  "header + mat configurator": 42 * 1024,
  "header + configurators": 42 * 1024,
  "header + promo list": 34 * 1024,
  "header + article list": 34 * 1024,
  "header + category": 36 * 1024,
  "header + contact": 40 * 1024,
  "header + registration": 48 * 1024,
  "header + tracking": 36 * 1024,
  "header + search results": 40 * 1024,
};

/**
 * Budgets this layout does not meet yet, with the reason. `npm test` reports them without failing (its
 * baseline still holds these pages) and fails once one is met, so the entry goes; `npm run bench` fails.
 */
export const MISSED_BUDGETS = {
  "shop-product-detail":
    "the product element built alone, every module in one file, is 29.0 KB of code + 1.6 KB catalog (since issue 12 with the promotional maximum and its end date, and the loader of the related rows); sharing the runtime chunk with the other elements adds 2.2 KB (valibot's features other elements use, chunk boundaries)",
  "header + cart":
    "even built alone, header and cart in one pass, they load 31.7 KB of code + 2.3 KB catalogs (33.3 KB); the shared layout adds the runtime's union and ten small chunks shared with the order pages",
  "header + box configurator":
    "built alone, header and box configurator in one pass, every module tree-shaken together, load 44.0 KB of code + 4.3 KB catalogs (48.3 KB): over 42 KB before any sharing; the stack's floor is 13.3 KB, the header about 5 KB, the configurator's form, drawing, rules, live price and kit about 26 KB",
  "header + mat configurator":
    "built alone, header and mat configurator in one pass load 44.4 KB of code + 4.7 KB catalogs (49.1 KB): over 42 KB before any sharing (see header + box configurator)",
  "header + category":
    "built alone, header and category in one pass, every module tree-shaken together, load 41.3 KB of code + 3.5 KB catalogs (44.8 KB): over 36 KB before any sharing; the stack's floor is 13.3 KB, the header about 5 KB, the category's schemas, index, filters with counts, ranges, sort, URL state, filter panel, chips, table, pager, price queue and quick add about 23 KB; the shared layout adds 5.2 KB. Since issue 23 the files its first screen imports lazily count too (14.5 KB: the description's sanitiser DOMPurify, 12 KB, and the articles' decoder): the heading and list always waited for them, and the loader now asks for them with the code (widgets/category/first-screen.ts)",
  "header + promo list":
    "built alone, header and promotional list in one pass load 32.2 KB of code + 1.9 KB catalogs (34.2 KB): 157 B over 34 KB before any sharing; the shared layout (the runtime chunk's union, chunks shared with the other pages) adds 5.1 KB",
  "header + article list":
    "the same pieces as header + promo list (article card, quick add with its stepper, price queue, the runtime chunk's union): 41.8 KB against its 41.5 KB when this line was added (issue 20)",
  "header + search results":
    "issue 21: 42.7 KB since core's catalog loads once per page (−0.7 KB) and the runtime lost valibot functions only one or two elements used (−0.2 KB); the code these two elements show before interaction, built together in one pass with shared chunks, is 37.8 KB + 2.4 KB catalogs (40.1 KB), and their two loaders, which start the search and the cart count a round trip before the element's code (issue 23), add 3.4 KB: meeting 40 KB would mean giving up those early reads or parts of the page (the kind filter, the article card's price and quick add)",
  "header + checkout":
    "issue 31: 49.3 KB when the header's category menu and its language links (the menu button and panels, their CSS and texts, 0.8 KB on every page with the header; the category list, its store and schemas load after the first paint) took it 321 B over 49 KB; 51.2 KB since the checkout's delivery choice joined its address step (its explanations and fee, the step list's phone row), its plain totals and the header's checkout variant",
  "header + registration":
    "issue 31: 48.0 KB; the header's checkout variant (its bar, two line icons, CSS and texts: about 0.1 KB on every page with the header, see header + checkout) took it 16 B over 48 KB",
  "header + contact":
    "issue 22 part 4: 40.3 KB; it met 40 KB by 43 B before the failure classification (see header + checkout) went into the shared client, about 0.3 KB on every page",
  "header + tracking":
    "issue 22 parts 4 and 5: 36.0 KB; the failure classification (see header + checkout) and the broken block's place for its editor details (core/ui/WidgetShell.tsx) took it 35 B over 36 KB",
  "header + configurators":
    "the page with both configurators: built alone in one pass 54.8 KB of code + 5.7 KB catalogs (60.5 KB); each configurator alone already misses 42 KB",
};

const compressed = new Map();
function sizeOf(file) {
  let size = compressed.get(file);
  if (!size) {
    const bytes = fs.readFileSync(file);
    size = {
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressed.set(file, size);
  }
  return size;
}

const sum = (files) =>
  files.reduce((s, f) => ({ gzip: s.gzip + sizeOf(f).gzip, brotli: s.brotli + sizeOf(f).brotli }), { gzip: 0, brotli: 0 });

/** Sizes of every element alone and of every page in PAGES, from a built dist folder. */
export function measurePages(dist = "dist") {
  compressed.clear();
  const { outputs } = JSON.parse(fs.readFileSync(path.join(dist, "meta.json"), "utf8"));
  // meta.json names outputs relative to the project; map them to this dist folder.
  const file = (output) => path.join(dist, path.relative("dist", output));

  // What each element's first screen imports lazily, which its loader asks for with its code (dist/preload.json).
  const preload = JSON.parse(fs.readFileSync(path.join(dist, "preload.json"), "utf8"));
  const firstScreen = (tag) => (preload[tag]?.firstScreen ?? []).map((file) => `dist/${file.slice(2)}`);

  function page(tags) {
    // An element's loader (dist/<tag>.js) starts its element module, that module's imports and its first
    // screen's lazy files at once (core/element/loader.ts): all are loaded before interaction.
    const starts = tags
      .flatMap((tag) => [`dist/${tag}.js`, `dist/${tag}.element.js`, ...firstScreen(tag)])
      .filter((output) => outputs[output]);
    const files = staticClosure(outputs, starts);
    // The catalogs its loaders ask for (dist/preload.json): one file per element and language
    // (scripts/start-catalogs.mjs) and core's, which every loader asks for and the page loads once.
    const catalogsByLang = Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        new Set(tags.flatMap((tag) => (preload[tag]?.catalogs[lang] ?? []).map((file) => `dist/${file.slice(2)}`))),
      ]),
    );
    const code = sum([...files].map(file));
    const catalogSizes = LANGS.map((lang) => sum([...catalogsByLang[lang]].map(file)));
    const catalogs = { gzip: Math.max(...catalogSizes.map((s) => s.gzip)), brotli: Math.max(...catalogSizes.map((s) => s.brotli)) };
    // Every element shows translated text: a page without catalogs means this measure lost track of them.
    if (catalogs.gzip === 0)
      throw new Error(`no catalog found for ${tags.join(" + ")}: is the catalog detection (catalogLanguage) still right?`);
    return {
      elements: tags,
      files: files.size,
      code,
      catalogs,
      total: { gzip: code.gzip + catalogs.gzip, brotli: code.brotli + catalogs.brotli },
    };
  }

  const elements = fs
    .readdirSync(dist)
    .filter((f) => /^shop-[a-z-]+\.js$/.test(f) && f !== "shop-widgets.js")
    .map((f) => f.slice(0, -3))
    .sort();
  const pages = {};
  for (const tag of elements) pages[tag] = page([tag]);
  for (const [name, tags] of Object.entries(PAGES)) pages[name] = page(tags);
  return pages;
}

/** One line per page: files, code + catalogs = total, gzip and brotli. */
export function formatPages(pages) {
  const lines = ["page | files | gzip: code + catalogs = total | brotli: code + catalogs = total"];
  for (const [name, s] of Object.entries(pages))
    lines.push(
      `${name} | ${s.files} | ${s.code.gzip} + ${s.catalogs.gzip} = ${s.total.gzip} | ${s.code.brotli} + ${s.catalogs.brotli} = ${s.total.brotli}`,
    );
  return lines.join("\n");
}
