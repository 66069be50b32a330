// One shared runtime chunk for the element entries (esbuild.config.mjs). esbuild puts each module into
// the chunk of the exact set of entries that reach it, so a library that most elements use but a lazy
// chunk or one element does not would split into several chunks, and every page would load them all.
// Here every element entry and every lazy chunk of ours imports one list of modules: those that more
// than half of the elements load before interaction, found in a first build's metafile. They all get
// the same set of entries and land in one chunk; an element that needs few of them pays for the rest,
// a page of several elements loads them once.
import { readFileSync } from "node:fs";
import path from "node:path";

const RUNTIME = "shop-runtime";
const ENTRY = "shop-runtime-entry:";

/**
 * A shared piece's kit (its CSS, its catalog's loader) stays with the elements that render the piece:
 * in the runtime it would load another catalog and style sheet on every page (the order kit did, once
 * the configurators used its offer reasons).
 */
const KIT_PARTS = /\/kit\.ts$|\.css$|^locales\//;

/** Modules in the static closure of more than half of the entries named (kit parts aside), from a build's metafile. */
export function runtimeModules(metafile, outdir, names) {
  const users = new Map();
  for (const name of names) {
    const seen = new Set();
    const stack = [path.join(outdir, `${name}.js`)];
    const inputs = new Set();
    while (stack.length) {
      const output = stack.pop();
      if (seen.has(output)) continue;
      seen.add(output);
      const { imports, inputs: parts } = metafile.outputs[output];
      for (const [input, { bytesInOutput }] of Object.entries(parts)) if (bytesInOutput > 0) inputs.add(input);
      for (const i of imports) if (i.kind === "import-statement") stack.push(i.path);
    }
    for (const input of inputs) users.set(input, (users.get(input) ?? 0) + 1);
  }
  return [...users]
    .filter(([input, count]) => count * 2 > names.length && !input.includes(":") && !KIT_PARTS.test(input))
    .map(([input]) => input)
    .sort();
}

/** Entry points that import the runtime list before the element: `{ name: file }` to `{ name: "shop-runtime-entry:file" }`. */
export const withRuntime = (entries) => Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, ENTRY + file]));

/** Whether a module of ours has a default export (`export *` passes every export on but that one). */
const hasDefaultExport = (file) => /\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(file, "utf8"));

/** The plugin that serves the runtime list and wraps the entries and our own lazy chunks (not the catalogs) in it. */
export function runtimeChunk(modules) {
  const wrapper = (file) => ({
    contents: [
      `import "${RUNTIME}";`,
      `export * from ${JSON.stringify(file)};`,
      // A lazy dialog or part loaded as `module.default` (PopupButton.tsx) needs it passed on by name.
      ...(hasDefaultExport(file) ? [`export { default } from ${JSON.stringify(file)};`] : []),
    ].join("\n"),
    loader: "js",
    resolveDir: process.cwd(),
  });
  return {
    name: "runtime-chunk",
    setup(build) {
      build.onResolve({ filter: /^shop-runtime$/ }, () => ({ path: RUNTIME, namespace: RUNTIME }));
      build.onResolve({ filter: /^shop-runtime-entry:/ }, (args) => ({
        path: path.resolve(args.path.slice(ENTRY.length)),
        namespace: ENTRY,
      }));
      build.onResolve({ filter: /^\.\.?\/.*\.tsx?$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        // Catalogs are imported as "./de/cart.ts" by their loaders (locales/<catalog>.ts): judge by the resolved path.
        const catalog = file.split(path.sep).includes("locales");
        return args.kind === "dynamic-import" && !catalog && args.namespace === "file" ? { path: file, namespace: ENTRY } : undefined;
      });
      // Re-exported, not used: the import alone makes esbuild count each module as reached from here.
      build.onLoad({ filter: /.*/, namespace: RUNTIME }, () => ({
        contents: modules.map((m, i) => `export * as m${i} from ${JSON.stringify(path.resolve(m))};`).join("\n"),
        loader: "js",
        resolveDir: process.cwd(),
      }));
      build.onLoad({ filter: /.*/, namespace: ENTRY }, (args) => wrapper(args.path));
    },
  };
}
