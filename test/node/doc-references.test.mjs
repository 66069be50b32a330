// Comments cite files, never README headings (which move and vanish): every `docs/….md` named in the
// code exists, no code names a README heading, and every local link of the docs (with its #anchor)
// leads somewhere. Node only, no browser.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const CODE_FOLDERS = ["core", "widgets", "demo", "test", "bench", "scripts"];
const CODE = /\.(ts|tsx|mjs|js|css|html)$/;
const self = fileURLToPath(import.meta.url);

async function filesUnder(folder, pattern) {
  const entries = await fs.readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && pattern.test(e.name)).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

const codeFiles = async () =>
  [...(await Promise.all(CODE_FOLDERS.map((folder) => filesUnder(folder, CODE)))).flat(), path.join(root, "esbuild.config.mjs")].filter(
    (file) => file !== self,
  );

const docFiles = async () => [path.join(root, "README.md"), path.join(root, "CHANGELOG.md"), ...(await filesUnder("docs", /\.md$/))];

const lineOf = (text, index) => text.slice(0, index).split("\n").length;
const relative = (file) => path.relative(root, file);
const exists = (file) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** The anchors a Markdown file offers: explicit ids and GitHub's heading slugs. */
function anchorsOf(markdown) {
  const ids = [...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
  const slugs = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-"),
  );
  return new Set([...ids, ...slugs]);
}

test("every docs/….md a code file names exists", async () => {
  const missing = [];
  let cited = 0;
  for (const file of await codeFiles()) {
    const text = await fs.readFile(file, "utf8");
    for (const match of text.matchAll(/\bdocs\/[\w./-]+?\.md\b/g)) {
      cited += 1;
      if (!(await exists(path.join(root, match[0])))) missing.push(`${relative(file)}:${lineOf(text, match.index)}: ${match[0]}`);
    }
  }
  assert.ok(cited > 20, `code cites ${cited} docs files`);
  assert.deepEqual(missing, []);
});

test("no code cites a README heading", async () => {
  const found = [];
  for (const file of await codeFiles()) {
    const text = await fs.readFile(file, "utf8");
    for (const match of text.matchAll(/README(?!\.md)/g)) found.push(`${relative(file)}:${lineOf(text, match.index)}`);
  }
  assert.deepEqual(found, []);
});

test("every local link of the docs leads to a file and, with an anchor, to a heading there", async () => {
  const broken = [];
  for (const file of await docFiles()) {
    const text = await fs.readFile(file, "utf8");
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [filePart, anchor] = target.split("#");
      const targetFile = filePart ? path.resolve(path.dirname(file), filePart) : file;
      const where = `${relative(file)}:${lineOf(text, match.index)}: ${target}`;
      if (!(await exists(targetFile))) broken.push(where);
      else if (anchor && targetFile.endsWith(".md") && !anchorsOf(await fs.readFile(targetFile, "utf8")).has(anchor)) broken.push(where);
    }
  }
  assert.deepEqual(broken, []);
});
