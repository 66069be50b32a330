// A lazily loaded module exports from its chunk what it exports in its source, its default too: the
// product page's dialogs and related rows are loaded by it (PopupButton.tsx). Each element is built in a
// pass of its own with the runtime's and the element file's modules answered by re-exporting modules
// (scripts/runtime-chunk.mjs); its lazy chunks are compared with the one-file pass (dist/shop-widgets.js),
// which has none. Read from the build (after `npm run build`).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";

const { outputs } = JSON.parse(fs.readFileSync("dist/meta.json", "utf8"));

/** Output files reached from `start` through static and dynamic imports. */
function closure(start) {
  const files = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (files.has(file) || !outputs[file]) continue;
    files.add(file);
    for (const i of outputs[file].imports) stack.push(i.path);
  }
  return files;
}

/** Each lazy module's exports per pass: the one-file pass's (`plain`), the element passes' (`split`, one list per chunk). */
function lazyExports() {
  const onePass = closure("dist/shop-widgets.js");
  const byModule = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || /^dist\/(shop-[a-z-]+(\.element)?|runtime)\.js$/.test(file) || output.entryPoint.includes(":")) continue;
    const entry = byModule.get(output.entryPoint) ?? { split: [] };
    if (onePass.has(file)) entry.plain = [...output.exports].sort();
    else entry.split.push([...output.exports].sort());
    byModule.set(output.entryPoint, entry);
  }
  return byModule;
}

test("every lazy chunk of the element passes exports what its module exports, its default too", () => {
  const compared = [...lazyExports()].filter(([, { plain, split }]) => plain && split.length > 0);
  assert.ok(compared.length > 20, `only ${compared.length} lazy modules found in both passes`);
  for (const [module, { plain, split }] of compared) for (const exports of split) assert.deepEqual(exports, plain, module);
  const defaults = compared.filter(([, { plain }]) => plain.includes("default")).map(([module]) => module);
  assert.ok(defaults.includes("widgets/product-detail/DeliveryTimesDialog.tsx"), "the delivery times dialog is a lazy default export");
});
