// Each element's public API (widgets/<folder>/meta.ts) against its code, its example against its
// schema, the generated pieces of the docs against the meta, and the manifest's shape
// (scripts/element-api.mjs).
import assert from "node:assert/strict";
import fs from "node:fs";
import { before, test } from "node:test";
import { apiProblems, generatedPieces, LIST_END, LIST_START, loadElementApi, manifest } from "../../scripts/element-api.mjs";
import { elementFolders, elementTag } from "../../scripts/elements.mjs";

let api;
before(async () => {
  api = await loadElementApi();
});

test("each meta.ts lists exactly the parts and custom properties its element's code has, and every event its folder fires or hears", () => {
  assert.deepEqual(apiProblems(api), []);
});

test("a part the code renders but meta.ts leaves out is a problem", () => {
  const [first, ...rest] = api.elements;
  const [dropped, ...kept] = Object.keys(first.meta.parts);
  const changed = { ...first, meta: { ...first.meta, parts: Object.fromEntries(kept.map((part) => [part, ""])) } };
  const problems = apiProblems({ ...api, elements: [changed, ...rest] });
  assert.deepEqual(problems, [`widgets/${first.folder}/meta.ts: part ${dropped} is in the code but not listed`]);
});

test("each meta.ts describes every top-level field of its element's data block, and only those (the block builder's form)", () => {
  const [first, ...rest] = api.elements;
  const withoutHeading = { ...first.meta.data };
  delete withoutHeading.heading;
  const changed = { ...first, meta: { ...first.meta, data: { ...withoutHeading, headline: "Not a field." } } };
  const problems = apiProblems({ ...api, elements: [changed, ...rest] });
  assert.equal(first.folder, "article-list");
  assert.deepEqual(problems, [
    "widgets/article-list/meta.ts: data field heading is in the schema but not described",
    "widgets/article-list/meta.ts: data field headline is described but not in the schema",
  ]);
});

test("an example data block that fails its element's schema is a problem", () => {
  const [first, ...rest] = api.elements;
  const changed = { ...first, meta: { ...first.meta, example: { ...first.meta.example, language: "de", geoLocation: 49 } } };
  const problems = apiProblems({ ...api, elements: [changed, ...rest] });
  assert.equal(problems.length, 1);
  assert.match(problems[0], new RegExp(`^widgets/${first.folder}/meta.ts: the example fails the schema at geoLocation`));
});

test("docs/elements/<folder>.md holds the current example and API tables, README.md and docs/README.md the current element lists", () => {
  for (const [file, start, end, piece] of generatedPieces(api)) {
    const page = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const current = page.slice(page.indexOf(start), page.indexOf(end) + end.length);
    assert.equal(current, piece, `${file}: the block between ${start} and ${end} is missing or stale; \`npm run docs:api\` writes it`);
  }
});

test("README.md's and docs/README.md's element tables name every element, each linking its page", () => {
  for (const [file, prefix] of [
    ["README.md", "docs/"],
    ["docs/README.md", ""],
  ]) {
    const page = fs.readFileSync(file, "utf8");
    const list = page.slice(page.indexOf(LIST_START), page.indexOf(LIST_END));
    for (const folder of elementFolders())
      assert.ok(
        list.includes(`[\`<${elementTag(folder)}>\`](${prefix}elements/${folder}.md)`),
        `${file}: the element table misses <${elementTag(folder)}>`,
      );
  }
});

test("the manifest (custom-elements-manifest 1.0.0) defines every element with its data attribute and property", () => {
  const { schemaVersion, modules } = manifest(api);
  assert.equal(schemaVersion, "1.0.0");
  assert.deepEqual(
    modules.map((m) => m.exports[0].name),
    elementFolders().map(elementTag),
  );
  for (const { declarations } of modules) {
    const [element] = declarations;
    assert.equal(element.customElement, true);
    assert.deepEqual(
      element.attributes.map((a) => a.name),
      ["data"],
    );
    assert.deepEqual(
      element.members.map((m) => [m.name, m.attribute]),
      [["data", "data"]],
    );
    assert.ok(
      element.cssParts.some((p) => p.name === "error"),
      `${element.tagName}: every element shows its errors in part="error"`,
    );
  }
});
