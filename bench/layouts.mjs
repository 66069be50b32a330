// node bench/layouts.mjs: what the product page, the header + cart page, the checkout page, the configurator pages and the list pages load
// before interaction (code only, gzip level 9, catalogs left out) under other build layouts than
// dist/'s, to see where the bytes come from (docs/performance.md):
//   floor        the smallest element of the stack (bench/floor-element.tsx), alone
//   alone        each page's elements built on their own, everything tree-shaken together
//   browse       the five elements of every page (product, cart, header, switcher, VAT modal) sharing chunks
//   dist         all elements and shop-widgets.js sharing chunks, as `npm run build` writes dist/
import * as esbuild from "esbuild";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { elementEntries, sharedOptions } from "../esbuild.config.mjs";

const OUT = fs.mkdtempSync(path.join(os.tmpdir(), "shop-layouts-"));
const PAGES = {
  product: ["shop-product-detail"],
  "header + cart": ["shop-header", "shop-cart"],
  checkout: ["shop-checkout"],
  "header + box configurator": ["shop-header", "shop-box-configurator"],
  "header + mat configurator": ["shop-header", "shop-mat-configurator"],
  "header + configurators": ["shop-header", "shop-box-configurator", "shop-mat-configurator"],
  "header + promo list": ["shop-header", "shop-promo-list"],
  "header + category": ["shop-header", "shop-category"],
};
const BROWSE = ["shop-product-detail", "shop-cart", "shop-header", "shop-company-switcher", "shop-vat-modal"];

/** Builds the entries into one output folder, sharing chunks; returns the metafile. */
async function build(name, entryPoints) {
  const outdir = path.join(OUT, name);
  const { metafile } = await esbuild.build({ ...sharedOptions, entryPoints, outdir, minify: true, metafile: true });
  return { outdir, metafile };
}

/** Gzip bytes of the entries' static closures, each file once. */
function firstView({ metafile }, entries) {
  const files = new Set();
  const stack = entries.map((e) => Object.keys(metafile.outputs).find((o) => path.basename(o) === `${e}.js`));
  while (stack.length) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    for (const i of metafile.outputs[file].imports) if (i.kind === "import-statement") stack.push(i.path);
  }
  const bytes = [...files].reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
  return `${bytes} B (${files.size} files)`;
}

const pick = (names) => Object.fromEntries(names.map((n) => [n, elementEntries[n]]));
const rows = [];
const floor = await build("floor", { "floor-element": "bench/floor-element.tsx" });
rows.push(["floor", "floor element", firstView(floor, ["floor-element"])]);
for (const [page, entries] of Object.entries(PAGES))
  rows.push(["alone", page, firstView(await build(`alone-${entries.join("+")}`, pick(entries)), entries)]);
const browse = await build("browse", pick(BROWSE));
for (const page of ["product", "header + cart"]) rows.push(["browse", page, firstView(browse, PAGES[page])]);
const dist = await build("dist", elementEntries);
for (const [page, entries] of Object.entries(PAGES)) rows.push(["dist", page, firstView(dist, entries)]);
fs.rmSync(OUT, { recursive: true, force: true });

console.log("layout | page | code before interaction, gzip");
for (const row of rows) console.log(row.join(" | "));
