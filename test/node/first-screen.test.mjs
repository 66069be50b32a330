// What an element's first screen imports lazily comes with its code (widgets/<folder>/first-screen.ts,
// issue 23): the loader asks for those files at once, dist/preload.json lists them for a page's own
// links, and the size check counts them before interaction. Read from the build (after `npm run build`).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { staticClosure } from "../../scripts/chunk-graph.mjs";

const { outputs } = JSON.parse(fs.readFileSync("dist/meta.json", "utf8"));
const preload = JSON.parse(fs.readFileSync("dist/preload.json", "utf8"));
const holding = (input) => (file) => Object.keys(outputs[`dist/${file.slice(2)}`].inputs).some((source) => source.includes(input));

test("the category's loader asks for its articles' decoder and its description's sanitiser with its code", () => {
  const { firstScreen, imports } = preload["shop-category"];
  for (const input of ["core/api/category-answer.ts", "core/element/cms-html.ts", "dompurify"]) {
    assert.ok(firstScreen.some(holding(input)), `${input} is in the category's first screen files`);
    assert.ok(!imports.some(holding(input)), `${input} is still loaded lazily by the element (not a static import)`);
  }
  const loader = fs.readFileSync("dist/shop-category.js", "utf8");
  for (const file of firstScreen) assert.ok(loader.includes(file.slice(2)), `the loader names ${file}`);
});

test("a first screen's files are only what its lazy modules load: none of the element's static imports twice", () => {
  for (const [tag, files] of Object.entries(preload)) {
    const statics = staticClosure(outputs, [`dist/${tag}.element.js`]);
    const twice = files.firstScreen.filter((file) => statics.has(`dist/${file.slice(2)}`));
    assert.deepEqual(twice, [], `${tag}`);
  }
});

test("every loader asks for core's catalog file of each language beside its own, so a page of several elements loads core's messages once", () => {
  const coreFile = (lang) => (file) => Object.keys(outputs[`dist/${file.slice(2)}`].inputs).includes(`locales/${lang}/core.ts`);
  for (const [tag, { catalogs }] of Object.entries(preload))
    for (const [lang, files] of Object.entries(catalogs)) {
      const core = files.filter(coreFile(lang));
      assert.equal(core.length, 1, `${tag} (${lang}) asks for core's catalog file once`);
      // Inside an element's own catalog file, core's messages would load once per element on the page.
      assert.deepEqual(
        Object.keys(outputs[`dist/${core[0].slice(2)}`].inputs),
        [`locales/${lang}/core.ts`],
        `${tag}: core's file holds core's messages alone`,
      );
    }
  const cores = new Set(Object.values(preload).map(({ catalogs }) => catalogs.de.find(coreFile("de"))));
  assert.equal(cores.size, 1, "one file of core's German messages for every element");
});
