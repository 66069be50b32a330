// One catalog file per element and language for what the element shows on start (esbuild.config.mjs,
// docs/decisions/element-files.md). In an element's own pass, each catalog loader the element imports
// statically (locales/<catalog>.ts: its own, its kits') is replaced by one that imports a single module
// per language, locales/<lang>/<tag>.start.ts, holding those catalogs' messages, each apart. Core's
// messages stay in their own file per language (the runtime's), which every loader asks for: a page of
// several elements loads them once (docs/decisions/element-files.md#core-catalog).
// Catalogs loaded by lazy parts only keep their own files and loaders.
import path from "node:path";
import { LANGS, staticClosure } from "./chunk-graph.mjs";

const LOADER = "start-catalog-loader";
const CATALOG_LOADER = /^locales\/([\w-]+)\.ts$/;

/**
 * The catalogs an element loads on start: the catalog loaders in the static closure of its entry in a
 * build's metafile (`dist/<tag>.js` in `outdir`), without those the runtime holds (`runtime`: module paths).
 */
export function startCatalogs(metafile, outdir, tag, runtime) {
  const names = new Set();
  for (const output of staticClosure(metafile.outputs, [path.join(outdir, `${tag}.js`)]))
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[output].inputs)) {
      const name = CATALOG_LOADER.exec(input)?.[1];
      if (name && bytesInOutput > 0 && !runtime.has(input)) names.add(name);
    }
  return [...names].sort();
}

/**
 * The modules an element file holds: those in the static closure of its entry in a build's metafile
 * (`dist/<tag>.js` in `outdir`), without the runtime's (`runtime`) and catalog loaders (served by the plugin below).
 */
export function elementModules(metafile, outdir, tag, runtime) {
  const modules = new Set();
  // Those without bytes too: an index that only re-exports is on the element file's side.
  for (const output of staticClosure(metafile.outputs, [path.join(outdir, `${tag}.js`)]))
    for (const input of Object.keys(metafile.outputs[output].inputs))
      if (!input.includes(":") && !runtime.has(input) && !CATALOG_LOADER.test(input)) modules.add(input);
  return [...modules].sort();
}

/** The plugin of `tag`'s pass that serves its start catalogs (`names`). Before the other plugins. */
export function startCatalogPlugin(tag, names) {
  const loaders = new Set(names.map((name) => path.resolve("locales", `${name}.ts`)));
  const bundle = (lang) => path.resolve("locales", lang, `${tag}.start.ts`);
  const bundles = new Map(LANGS.map((lang) => [bundle(lang), lang]));
  return {
    name: "start-catalogs",
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        if (loaders.has(file)) return { path: file, namespace: LOADER };
        if (bundles.has(file)) return { path: file };
        return undefined;
      });
      // Each catalog's loader gives that catalog's messages from the language's one file, as its own
      // file did (catalogs disagree on a few texts: i18n.ts merges them in the element's order).
      const loaderOf = (part) =>
        LANGS.map((lang) => `${lang}: () => import(${JSON.stringify(bundle(lang))}).then((m) => ({ messages: m.${part} })),`);
      build.onLoad({ filter: /.*/, namespace: LOADER }, (args) => {
        const part = `c${names.indexOf(path.basename(args.path, ".ts"))}`;
        return {
          contents: ["export default {", ...loaderOf(part), "};"].join("\n"),
          loader: "js",
          resolveDir: process.cwd(),
        };
      });
      build.onLoad({ filter: /\.start\.ts$/ }, (args) => {
        const lang = bundles.get(args.path);
        if (!lang) return undefined;
        return {
          contents: [
            ...names.map((name, i) => `import { messages as c${i} } from ${JSON.stringify(`./${name}.ts`)};`),
            `export { ${names.map((_, i) => `c${i}`).join(", ")} };`,
          ].join("\n"),
          loader: "js",
          resolveDir: path.resolve("locales", lang),
        };
      });
    },
  };
}
