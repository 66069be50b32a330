// A lazily loaded module exports from its chunk what it exports in its source: the element modules'
// pass wraps every lazy module of ours in the runtime (scripts/runtime-chunk.mjs), and `export *`
// passes every export on but `default`, which the product page's dialogs and related rows are loaded
// by (PopupButton.tsx). Compared with the one-file pass (dist/shop-widgets.js), which has no wrapper.
// Read from the build (after `npm run build`).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";

const { outputs } = JSON.parse(fs.readFileSync("dist/meta.json", "utf8"));
const WRAPPED = "shop-runtime-entry::";

/** Each lazy module's exports per output that holds it as its entry, by the module's path. */
function lazyExports() {
  const byModule = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || /^dist\/shop-[a-z-]+(\.element)?\.js$/.test(file)) continue;
    const module = output.entryPoint.replace(WRAPPED, "").replace(`${process.cwd()}/`, "");
    const wrapped = output.entryPoint.startsWith(WRAPPED);
    byModule.set(module, { ...byModule.get(module), [wrapped ? "wrapped" : "plain"]: [...output.exports].sort() });
  }
  return byModule;
}

test("every lazy chunk of the element modules exports what its module exports, its default too", () => {
  const compared = [...lazyExports()].filter(([, pair]) => pair.wrapped && pair.plain);
  assert.ok(compared.length > 20, `only ${compared.length} lazy modules found in both passes`);
  for (const [module, { wrapped, plain }] of compared) assert.deepEqual(wrapped, plain, module);
  const defaults = compared.filter(([, { plain }]) => plain.includes("default")).map(([module]) => module);
  assert.ok(defaults.includes("widgets/product-detail/DeliveryTimesDialog.tsx"), "the delivery times dialog is a lazy default export");
});
