// Builds dist/: for each element a loader (dist/<tag>.js) and, from a pass of the element's own, one file
// with all its static code (dist/<tag>.element.js), its lazy parts as that pass's chunks and one start
// catalog file per language; the modules most elements use in one shared dist/runtime.js, which every
// element pass imports as an external file (scripts/runtime-chunk.mjs, scripts/start-catalogs.mjs,
// docs/decisions/element-files.md). dist/shop-widgets.js (all elements and the public API) is built in a
// pass of its own. React is authored against and aliased to preact/compat. Lingui macros go through
// Babel only in files that import a macro; everything else stays on esbuild's fast path.
import * as esbuild from "esbuild";
import { transformAsync } from "@babel/core";
import fs from "node:fs/promises";
import path from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import {
  aliases,
  checkNoStandIns,
  ELEMENT_ENTRY,
  moduleExports,
  reexportEntry,
  RUNTIME_ENTRY,
  RUNTIME_ENTRY_POINT,
  RUNTIME_FILE,
  runtimeExports,
  runtimeModules,
  sharedRefs,
  usedAliases,
} from "./scripts/runtime-chunk.mjs";
import { elementModules, startCatalogPlugin, startCatalogs } from "./scripts/start-catalogs.mjs";
import { elementFolders, elementTag } from "./scripts/elements.mjs";
import { catalogChunks, staticClosure } from "./scripts/chunk-graph.mjs";
import { importTs } from "./scripts/import-ts.mjs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

/** Element entries: dist/<tag>.js for each element folder (scripts/elements.mjs). */
export const elementEntries = {
  "shop-widgets": "widgets/index.ts",
  ...Object.fromEntries(elementFolders().map((folder) => [elementTag(folder), `widgets/${folder}/element.ts`])),
};

// Babel's output per file and source: dist/ builds each module several times in one run (the passes above).
const macroOutputs = new Map();

const linguiMacro = {
  name: "lingui-macro",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/, namespace: "file" }, async (args) => {
      if (args.path.includes("node_modules")) return undefined;
      const source = await fs.readFile(args.path, "utf8");
      const isTSX = args.path.endsWith(".tsx");
      if (!/from\s+["']@lingui\/[\w-]+\/macro["']/.test(source)) return { contents: source, loader: isTSX ? "tsx" : "ts" };
      const cached = macroOutputs.get(args.path);
      if (cached?.source === source) return { contents: cached.code, loader: isTSX ? "tsx" : "ts" };
      const result = await transformAsync(source, {
        filename: args.path,
        babelrc: false,
        configFile: false,
        sourceMaps: "inline",
        plugins: [
          ["@babel/plugin-syntax-typescript", { isTSX }],
          ["@lingui/babel-plugin-lingui-macro", { stripMessageField: true }],
        ],
      });
      const code = result?.code ?? source;
      macroOutputs.set(args.path, { source, code });
      return { contents: code, loader: isTSX ? "tsx" : "ts" };
    });
  },
};

/** r2wc gets a React default export with just createElement (see core/element/r2wc-react.ts). */
const slimReactForR2wc = {
  name: "slim-react-for-r2wc",
  setup(build) {
    build.onResolve({ filter: /^react$/ }, (args) =>
      args.importer.includes(`${path.sep}@r2wc${path.sep}`) ? { path: path.resolve("core/element/r2wc-react.ts") } : undefined,
    );
  },
};

/**
 * Modules the bundle must never carry, replaced by stand-ins that fail loudly if they are ever used:
 * jsPDF's optional html2canvas and canvg (loaded by its html() and SVG methods; the offer PDF draws
 * text and tables only), and Lingui's run-time message compiler (catalogs are compiled at build
 * time; production Lingui never calls it). Each has CommonJS down its tree, which made esbuild put
 * its CommonJS helpers into a chunk that every element loaded.
 */
const leftOut = {
  name: "left-out",
  setup(build) {
    const fail = (name) => `throw new Error(${JSON.stringify(`${name} is left out of the shop bundle (esbuild.config.mjs)`)});`;
    const standIns = {
      html2canvas: fail("html2canvas"),
      canvg: fail("canvg"),
      "@lingui/message-utils/compileMessage": `export function compileMessage() { ${fail("Lingui's message compiler")} }`,
    };
    build.onResolve({ filter: /^(html2canvas|canvg|@lingui\/message-utils\/compileMessage)$/ }, (args) => ({
      path: args.path,
      namespace: "left-out",
    }));
    build.onLoad({ filter: /.*/, namespace: "left-out" }, (args) => ({ contents: standIns[args.path], loader: "js" }));
  },
};

/** CSS is imported as minified text: each element adopts it as a constructable stylesheet. */
const cssText = {
  name: "css-text",
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(await fs.readFile(args.path, "utf8"), { loader: "css", minify: true });
      return { contents: code, loader: "text" };
    });
  },
};

/** Options shared by the product build, the demo mocks and the test bundles. */
export const sharedOptions = {
  bundle: true,
  format: "esm",
  splitting: true,
  platform: "browser",
  target: "es2022",
  sourcemap: true,
  jsx: "automatic",
  chunkNames: "chunk-[hash]",
  alias: {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/jsx-runtime",
    // Where lingui.config.js sends the JSX macros' <Trans>.
    "shop-lingui-trans": "./core/element/Trans.tsx",
  },
  // __SHOP_TEST__ is true in the test bundles only (test/build-tests.mjs; core/element/missing-translation.ts).
  // __ELEMENT_FOLDERS__: every element's folder, for the demo's block builder (demo/builder/builder-page.ts).
  define: {
    __SHOP_VERSION__: JSON.stringify(pkg.version),
    __SHOP_TEST__: "false",
    __ELEMENT_FOLDERS__: JSON.stringify(elementFolders()),
    "process.env.NODE_ENV": '"production"',
  },
  plugins: [leftOut, slimReactForR2wc, cssText, linguiMacro],
  logLevel: "warning",
};

/**
 * dist/shop-widgets.css: the design tokens (core/element/tokens.css, on :root for the page's own CSS),
 * then every element's widgets/<folder>/reserve.css, the `:not(:defined)` rules that reserve its space
 * before its script runs, so a page links one file instead of copying them.
 */
async function reserveCss() {
  const folders = (await fs.readdir("widgets", { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  const files = ["core/element/tokens.css", ...folders.sort().map((folder) => path.join("widgets", folder, "reserve.css"))];
  const sheets = await Promise.all(files.map((file) => fs.readFile(file, "utf8")));
  const { code } = await esbuild.transform(sheets.join("\n"), { loader: "css", minify: true });
  return code;
}

const LOADER = "shop-loader:";

/** Writes a pass's files (built with `write: false`). */
const write = (files) =>
  Promise.all(
    files.map(async (file) => {
      await fs.mkdir(path.dirname(file.path), { recursive: true });
      await fs.writeFile(file.path, file.contents);
    }),
  );

const exists = (file) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * The modules an element's first screen imports lazily (widgets/<folder>/first-screen.ts, if it has
 * one): each must be a file of its own in the build, else the list names a module that is no longer lazy.
 */
async function firstScreenOutputs(outputs, tag) {
  const file = path.join("widgets", tag.slice("shop-".length), "first-screen.ts");
  if (!(await exists(file))) return [];
  const { default: modules } = await importTs(file);
  return modules.map((module) => {
    const output = Object.keys(outputs).find((key) => outputs[key].entryPoint === module);
    if (!output) throw new Error(`${file}: ${module} is not imported lazily (no file of its own in the build)`);
    return output;
  });
}

/**
 * An element's files, relative to dist/ (core/element/loader.ts, ElementFiles): its module, what that
 * imports, what its first screen imports lazily with their imports, its catalogs per language.
 */
async function elementFiles(outputs, tag) {
  const relative = (output) => `./${path.relative("dist", output)}`;
  const module = `dist/${tag}.element.js`;
  const imports = staticClosure(outputs, [module]);
  const firstScreen = staticClosure(outputs, await firstScreenOutputs(outputs, tag));
  for (const file of imports) firstScreen.delete(file);
  imports.delete(module);
  // The runtime's catalog files are core's: every element's loader asks for them, so a page loads them once.
  const catalogs = catalogChunks(outputs, [module, ...imports]);
  return {
    element: relative(module),
    imports: [...imports].map(relative).sort(),
    firstScreen: [...firstScreen].map(relative).sort(),
    catalogs: Object.fromEntries(Object.entries(catalogs).map(([lang, chunks]) => [lang, [...chunks].map(relative).sort()])),
  };
}

/**
 * dist/<tag>.js, the element's loader (core/element/loader.ts): one file without imports, which starts
 * the element's module and everything that module loads on start (its static imports, its catalogs in
 * the blocks' languages) at once, with the data its first screen needs (widgets/<folder>/early.ts, if
 * the element has one). `outputs`: the element modules' pass, whose file names the loaders carry.
 */
function elementLoaders(outputs) {
  return {
    name: "element-loaders",
    setup(build) {
      build.onResolve({ filter: /^shop-loader:/ }, (args) => ({ path: args.path.slice(LOADER.length), namespace: LOADER }));
      build.onLoad({ filter: /.*/, namespace: LOADER }, async ({ path: tag }) => {
        const files = await elementFiles(outputs[tag], tag);
        const early = path.join("widgets", tag.slice("shop-".length), "early.ts");
        const hasEarly = await exists(early);
        return {
          contents: [
            `import { loadElement } from "./core/element/loader.ts";`,
            hasEarly ? `import early from "./${early}";` : "const early = undefined;",
            `loadElement(${JSON.stringify(tag)}, ${JSON.stringify(files)}, import.meta.url, early);`,
          ].join("\n"),
          loader: "js",
          resolveDir: process.cwd(),
        };
      });
    },
  };
}

export async function buildDist() {
  await fs.rm("dist", { recursive: true, force: true });
  const { "shop-widgets": allElements, ...elements } = elementEntries;
  // Maps beside the files but not named in them ("external"): a page's files carry no
  // sourceMappingURL comment (0.3–0.6 KB gzip a page, docs/performance.md#source-maps); a server names a
  // file's map in a `SourceMap` header instead (demo/serve.mjs), which the browsers' tools follow alike.
  const distOptions = { ...sharedOptions, outdir: "dist", minify: true, metafile: true, sourcemap: "external" };
  // A first build, not written, tells which modules most elements load: the runtime list.
  const first = await esbuild.build({ ...distOptions, entryPoints: elements, write: false });
  const runtime = await runtimeExports(runtimeModules(first.metafile, "dist", Object.keys(elements)), distOptions);
  const runtimeInputs = new Set([...runtime.values()].map(({ module }) => module));
  // Each element in a pass of its own: dist/<tag>.element.js holds all its static code but the runtime's
  // and exports what its lazy parts (that pass's chunks) use of it. dist/<tag>.js is its loader (below).
  const statics = Object.fromEntries(Object.keys(elements).map((tag) => [tag, elementModules(first.metafile, "dist", tag, runtimeInputs)]));
  const exportsOf = await moduleExports([...new Set(Object.values(statics).flat())].sort(), distOptions);
  const runtimeUses = [];
  const elementPasses = await Promise.all(
    Object.entries(elements).map(async ([tag, file]) => {
      const catalogs = startCatalogs(first.metafile, "dist", tag, runtimeInputs);
      // The element file's aliases start with "$_", the runtime's with "$" and a digit or letter.
      const own = { file: `./${tag}.element.js`, byFile: aliases(statics[tag], exportsOf, "$_"), entryNamespace: ELEMENT_ENTRY };
      const pass = (refs, exported, write) =>
        esbuild.build({
          ...distOptions,
          write,
          entryPoints: { [`${tag}.element`]: `${ELEMENT_ENTRY}:${tag}` },
          plugins: [
            reexportEntry(ELEMENT_ENTRY, own.byFile, exported, file),
            startCatalogPlugin(tag, catalogs),
            sharedRefs(runtime, own, refs),
            ...sharedOptions.plugins,
          ],
        });
      // A first pass, not written, tells what the element file and its lazy parts use of the runtime and
      // what those parts use of the element file (sharedRefs); the element file exports just that.
      // Twice: what the lazy parts use of the element file keeps code alive there, which uses the runtime.
      const stubbed = async (exported) =>
        usedAliases(
          (await pass({ stubs: true }, exported, false)).outputFiles.filter((out) => out.path.endsWith(".js")).map((out) => out.text),
        );
      const ownUses = (uses) => new Set([...uses].filter((alias) => alias.startsWith("$_")));
      const exported = ownUses(await stubbed(new Set()));
      const uses = await stubbed(exported);
      const built = await pass({ only: uses }, ownUses(uses), false);
      checkNoStandIns(built.outputFiles, own.file);
      await write(built.outputFiles);
      runtimeUses.push(...[...uses].filter((alias) => !alias.startsWith("$_")));
      return [tag, built.metafile];
    }),
  );
  // The runtime exports what the element files and their chunks import from it, and what its own lazy
  // parts (the German fallback) import from it: they take what they share with it from it, too.
  const runtimeOwn = { file: `./${RUNTIME_FILE}`, byFile: runtime, entryNamespace: RUNTIME_ENTRY };
  const runtimeBuild = (refs, exported, write) =>
    esbuild.build({
      ...distOptions,
      write,
      entryPoints: { [RUNTIME_FILE.slice(0, -3)]: RUNTIME_ENTRY_POINT },
      plugins: [reexportEntry(RUNTIME_ENTRY, runtime, exported), sharedRefs(undefined, runtimeOwn, refs), ...sharedOptions.plugins],
    });
  const stubbed = await runtimeBuild({ stubs: true }, new Set(runtimeUses), false);
  const lazyUses = usedAliases(stubbed.outputFiles.filter((out) => out.path.endsWith(".js")).map((out) => out.text));
  const runtimePass = await runtimeBuild({ only: lazyUses }, new Set([...runtimeUses, ...lazyUses]), false);
  checkNoStandIns(runtimePass.outputFiles, runtimeOwn.file);
  await write(runtimePass.outputFiles);
  // One metafile for the element passes: their imports of ./runtime.js and of the element file (its lazy
  // parts') name those outputs.
  const toRuntime = (i) => (i.external && /^\.\/[^/]+\.js$/.test(i.path) ? { path: `dist/${i.path.slice(2)}`, kind: i.kind } : i);
  const passOutputs = (meta) =>
    Object.fromEntries(Object.entries(meta.outputs).map(([file, output]) => [file, { ...output, imports: output.imports.map(toRuntime) }]));
  const byElement = Object.fromEntries(
    elementPasses.map(([tag, meta]) => [tag, { ...passOutputs(runtimePass.metafile), ...passOutputs(meta) }]),
  );
  const perElement = {
    metafile: {
      inputs: Object.assign({}, runtimePass.metafile.inputs, ...elementPasses.map(([, meta]) => meta.inputs)),
      outputs: Object.assign({}, ...Object.values(byElement)),
    },
  };
  const loaders = await esbuild.build({
    ...distOptions,
    splitting: false,
    entryPoints: Object.fromEntries(Object.keys(elements).map((tag) => [tag, `${LOADER}${tag}`])),
    plugins: [elementLoaders(byElement), ...sharedOptions.plugins],
  });
  const allInOne = await esbuild.build({ ...distOptions, entryPoints: { "shop-widgets": allElements } });
  // Which sources went into which file: the size check and the benchmark find each page's files and its
  // language's catalog chunks in it (bench/page-sizes.mjs). Both passes write the same catalog chunks.
  const passes = [allInOne, perElement, loaders].map((pass) => pass.metafile);
  const outputs = Object.assign({}, ...passes.map((meta) => meta.outputs));
  await fs.writeFile("dist/meta.json", JSON.stringify({ inputs: Object.assign({}, ...passes.map((meta) => meta.inputs)), outputs }));
  await fs.writeFile("dist/shop-widgets.css", await reserveCss());
  // For pages that write their own <link rel="modulepreload"> tags (docs/embedding.md#how-an-element-loads).
  const preload = Object.fromEntries(
    await Promise.all(Object.keys(elements).map(async (tag) => [tag, await elementFiles(byElement[tag], tag)])),
  );
  await fs.writeFile("dist/preload.json", `${JSON.stringify(preload, null, 2)}\n`);
  // The demo's scripts (fake API and page setup; the block builder, demo/builder/) are built apart, so
  // they never count toward an element's size; they load the widgets from /dist like any embedding page.
  // Minified: the fake API (msw with its cookie and GraphQL code) loads beside the elements' scripts on
  // a phone's bandwidth (docs/decisions/demo-element-scripts.md).
  await esbuild.build({
    ...sharedOptions,
    minify: true,
    entryPoints: { app: "demo/app.ts", builder: "demo/builder/entry.ts" },
    outdir: "dist/demo",
    external: ["/dist/*"],
  });
  // The same fake API for the demo server to answer over HTTP (demo/fake-api.ts), and the product pages'
  // server-rendered fallback (demo/product-fallback.ts), for Node.
  await esbuild.build({
    ...sharedOptions,
    platform: "node",
    splitting: false,
    entryPoints: { "fake-api": "demo/fake-api.ts", "product-fallback": "demo/product-fallback.ts" },
    outExtension: { ".js": ".mjs" },
    outdir: "dist/demo",
  });
  // The demo shop's frame: a classic script each shop page runs first in <body> (demo/frame-entry.ts).
  await esbuild.build({
    ...sharedOptions,
    splitting: false,
    format: "iife",
    minify: true,
    entryPoints: { frame: "demo/frame-entry.ts" },
    outdir: "dist/demo",
  });
  // The payment sandbox's hosted card fields (demo/hosted-fields/): one file, served from a second origin.
  await esbuild.build({
    ...sharedOptions,
    splitting: false,
    minify: true,
    entryPoints: { "hosted-card": "demo/hosted-fields/card.ts" },
    outdir: "dist/demo",
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildDist();
}
