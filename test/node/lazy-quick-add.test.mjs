// The lists' quick add loads beside the rows' prices, not before the list (core/browse-ui/LazyQuickAdd.tsx,
// issue 21's size budget): read from the built files' metafile (run after `npm run build`).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { staticClosure } from "../../scripts/chunk-graph.mjs";

const { outputs } = JSON.parse(fs.readFileSync("dist/meta.json", "utf8"));
const QUICK_ADD = "core/browse-ui/QuickAdd.tsx";

for (const tag of ["shop-article-list", "shop-promo-list", "shop-search-results", "shop-category"]) {
  test(`${tag}: the quick add is not in what the list loads before interaction, but in a chunk it loads later`, () => {
    const before = staticClosure(outputs, [`dist/${tag}.js`, `dist/${tag}.element.js`]);
    const carriers = [...before].filter((file) => outputs[file].inputs[QUICK_ADD]);
    assert.deepEqual(carriers, [], `${QUICK_ADD} is in ${carriers.join(", ")}`);
    const later = [...before].flatMap((file) => outputs[file].imports.filter((i) => i.kind === "dynamic-import").map((i) => i.path));
    assert.ok(
      later.some((file) => outputs[file]?.inputs[QUICK_ADD]),
      "a dynamic import of the list's files holds the quick add",
    );
  });
}
