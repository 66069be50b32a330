// The scaffold of `npm run new-element` (scripts/new-element.mjs) cannot rot: it is written into a
// temporary folder beside links to core/, types/, test/support/ and node_modules/, then type-checked,
// bundled with the product's esbuild options, and its API meta checked against its code. The browser
// test it writes runs only once an element is really added (docs/adding-an-element.md).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import * as esbuild from "esbuild";
import { sharedOptions } from "../../esbuild.config.mjs";
import { apiProblems, loadElementApi } from "../../scripts/element-api.mjs";
import { DEMO_INDEX_MARK, scaffold } from "../../scripts/new-element.mjs";

const repo = path.resolve(import.meta.dirname, "../..");
const NAME = "probe-box";
let tmp;
let files;

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "new-element-"));
  for (const dir of ["core", "types", "node_modules", "test/support", "demo/mocks"]) {
    fs.mkdirSync(path.dirname(path.join(tmp, dir)), { recursive: true });
    fs.symlinkSync(path.join(repo, dir), path.join(tmp, dir));
  }
  fs.mkdirSync(path.join(tmp, "demo"), { recursive: true });
  fs.copyFileSync(path.join(repo, "demo/index.html"), path.join(tmp, "demo/index.html"));
  files = scaffold(NAME, tmp);
  // What the build generates from the catalogs (lingui compile, scripts/catalog-loaders.mjs), as stubs.
  const loaders = "const load = async () => ({ messages: {} });\nexport default { de: load, en: load, fr: load };\n";
  for (const name of [NAME, "core", "block-problem"]) fs.writeFileSync(path.join(tmp, `locales/${name}.ts`), loaders);
  fs.writeFileSync(path.join(tmp, "locales/german.ts"), "export default [async () => ({ messages: {} })];\n");
});

after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test("the scaffold writes the element's folder, catalogs, test, demo page and docs page", () => {
  for (const file of [
    `widgets/${NAME}/element.ts`,
    `widgets/${NAME}/reserve.css`,
    `widgets/${NAME}/meta.ts`,
    `locales/fr/${NAME}.po`,
    `test/widgets/${NAME}/${NAME}.test.ts`,
    `demo/${NAME}.html`,
    `docs/elements/${NAME}.md`,
  ])
    assert.ok(files.includes(file), file);
  const index = fs.readFileSync(path.join(tmp, "demo/index.html"), "utf8");
  assert.ok(index.includes(`<li><a href="${NAME}.html">&lt;shop-${NAME}&gt;</a></li>`) && index.includes(DEMO_INDEX_MARK));
  assert.match(
    fs.readFileSync(path.join(tmp, `widgets/${NAME}/reserve.css`), "utf8"),
    new RegExp(`^shop-${NAME}:not\\(:defined\\) \\{`, "m"),
  );
  assert.throws(() => scaffold(NAME, tmp), /exists already/);
});

test("every text of the scaffolded view has an English and a French translation", () => {
  const view = fs.readFileSync(path.join(tmp, `widgets/${NAME}/ProbeBox.tsx`), "utf8");
  const texts = [...view.matchAll(/\bt`([^`]+)`/g)].map((m) => m[1]);
  assert.ok(texts.length > 0);
  for (const lang of ["en", "fr"]) {
    const po = fs.readFileSync(path.join(tmp, `locales/${lang}/${NAME}.po`), "utf8");
    for (const text of texts) assert.match(po, new RegExp(`msgid "${text}"\\nmsgstr "[^"]+"`), `${lang}: ${text}`);
  }
});

test("the scaffolded element and its test type-check", () => {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(repo, "tsconfig.json"), "utf8"));
  tsconfig.include = [`widgets/${NAME}`, `test/widgets/${NAME}`, "types", "test/support/globals.d.ts"];
  fs.writeFileSync(path.join(tmp, "tsconfig.json"), JSON.stringify(tsconfig));
  try {
    execFileSync(path.join(repo, "node_modules/.bin/tsc"), ["-p", tmp], { encoding: "utf8" });
  } catch (error) {
    assert.fail(error.stdout);
  }
});

test("the scaffolded element bundles with the product's options, and its meta matches its code", async () => {
  await esbuild.build({
    ...sharedOptions,
    preserveSymlinks: true,
    entryPoints: [path.join(tmp, `widgets/${NAME}/element.ts`)],
    write: false,
    outdir: "out",
    logLevel: "silent",
  });
  const cwd = process.cwd();
  process.chdir(tmp);
  try {
    const api = await loadElementApi();
    assert.deepEqual(
      api.elements.map((e) => e.tag),
      [`shop-${NAME}`],
    );
    assert.deepEqual(apiProblems(api), []);
  } finally {
    process.chdir(cwd);
  }
});

test("npm run new-element with a taken name says so in one line and exits 1, without a stack trace", () => {
  let failure;
  try {
    execFileSync("node", ["scripts/new-element.mjs", "box-configurator"], { cwd: repo, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    failure = error;
  }
  assert.ok(failure, "it succeeded");
  assert.equal(failure.status, 1);
  assert.deepEqual(failure.stderr.trim().split("\n"), [
    "npm run new-element: widgets/box-configurator exists already: <shop-box-configurator> is an element; choose another name",
  ]);
});

test("docs/adding-an-element.md scaffolds with a free name", () => {
  const page = fs.readFileSync(path.join(repo, "docs/adding-an-element.md"), "utf8");
  const [, name] = /npm run new-element -- ([a-z0-9-]+)/.exec(page) ?? [];
  assert.ok(name, "no example command");
  assert.equal(fs.existsSync(path.join(repo, "widgets", name)), false, `widgets/${name} exists: the example would fail`);
  assert.ok(page.includes(`widgets/${name}/element.ts`), "the file table follows the example's name");
});
