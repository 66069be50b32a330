// The docs as a new user reads them: no placeholder an editor would copy ("{…}", "...") anywhere in
// README.md or docs/; every element tag with a data block in an html code block (the attribute, or a
// child <script type="application/json">) is valid JSON that passes that element's schema; no element
// page cites a specification section (the reader has no specification).
import assert from "node:assert/strict";
import fs from "node:fs";
import { before, test } from "node:test";
import * as v from "valibot";
import { loadElementApi } from "../../scripts/element-api.mjs";

const DOCS = ["README.md", ...fs.readdirSync("docs", { recursive: true }).map((file) => `docs/${file}`)].filter((file) =>
  file.endsWith(".md"),
);
/** An elided block; `{id,…}` (a list in a URL template of api.md) is notation, not a placeholder. */
const PLACEHOLDERS = /\{…\}|(?<!,)…\}|\[…\]|\.\.\./;

/** Each data block of an html code block: [tag, JSON text, where]. */
export function dataBlocks(file, text) {
  const blocks = [];
  for (const code of text.matchAll(/```html\n([\s\S]*?)```/g)) {
    const line = text.slice(0, code.index).split("\n").length;
    for (const m of code[1].matchAll(/<(shop-[a-z-]+)\s+data='([^']*)'/g))
      blocks.push([
        m[1],
        m[2].replaceAll("&#39;", "'").replaceAll("&apos;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
        `${file}:${line}`,
      ]);
    for (const m of code[1].matchAll(/<(shop-[a-z-]+)>\s*<script type="application\/json">([\s\S]*?)<\/script>/g))
      blocks.push([m[1], m[2], `${file}:${line}`]);
  }
  return blocks;
}

let schemas;
before(async () => {
  const { elements } = await loadElementApi();
  schemas = new Map(elements.map(({ tag, meta }) => [tag, meta.schema]));
});

test("no placeholder ({…}, …}, [...], ...) in README.md or docs/", () => {
  const found = DOCS.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (PLACEHOLDERS.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, []);
});

test("every data block in the docs is valid JSON that passes its element's schema", () => {
  const blocks = DOCS.flatMap((file) => dataBlocks(file, fs.readFileSync(file, "utf8")));
  assert.ok(blocks.length >= 17, `only ${blocks.length} data blocks found`);
  for (const [tag, json, where] of blocks) {
    const schema = schemas.get(tag);
    assert.ok(schema, `${where}: <${tag}> is no element`);
    let block;
    assert.doesNotThrow(() => (block = JSON.parse(json)), `${where}: <${tag}>'s block is not valid JSON`);
    const result = v.safeParse(schema, block);
    assert.ok(
      result.success,
      `${where}: <${tag}>'s block fails at ${result.issues && v.getDotPath(result.issues[0])}: ${result.issues?.[0].message}`,
    );
  }
});

test("a placeholder or a block that fails its schema is found", () => {
  assert.ok(PLACEHOLDERS.test('"product":{…}}'));
  const [[tag, json]] = dataBlocks(
    "x.md",
    '```html\n<shop-cart data=\'{"geoLocation":"Deutschland","note":"d&#39;archives"}\'></shop-cart>\n```\n',
  );
  assert.equal(tag, "shop-cart");
  assert.equal(JSON.parse(json).note, "d'archives");
  assert.equal(v.safeParse(schemas.get(tag), JSON.parse(json)).success, false);
});

test("element docs say the rule instead of citing a specification section the reader cannot see", () => {
  const found = DOCS.filter((file) => file.startsWith("docs/elements/")).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (/\bsection \d/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  assert.deepEqual(found, []);
});
