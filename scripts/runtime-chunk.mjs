// One shared runtime file for the element modules (esbuild.config.mjs, docs/decisions/element-files.md).
// The modules most elements use (more than half of them load the module before interaction, found in a
// first build's metafile) are built once into dist/runtime.js; every element is then built in a pass of
// its own, in which an import of a runtime module is answered by a small module that re-exports that
// module's exports from ./runtime.js (external). So an element page loads the runtime, one file with
// all the element's other static code, and its lazy parts as chunks of that element's pass; no module
// is split into a chunk of its own because two elements share it.
//
// The runtime file exports each module's names under short aliases ($0, $1, …) that the element passes
// import: re-exports are live bindings, so a `let` a runtime module reassigns is seen by every element.
// It exports only the names some element file or lazy chunk imports (read from their output).
import path from "node:path";
import * as esbuild from "esbuild";

/** The runtime file, in dist/ beside the element files and their chunks (all flat). */
export const RUNTIME_FILE = "runtime.js";
const RUNTIME_IMPORT = `./${RUNTIME_FILE}`;
const REF = "shop-runtime-ref";
const STUB = "shop-ref-stub";
const STAND_IN = "shop-ref-unused";
const RUNTIME_ENTRY = "shop-runtime-entry";
export { RUNTIME_ENTRY };
/** The namespace of an element pass's entry (`element-entry:<tag>`). */
export const ELEMENT_ENTRY = "element-entry";

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

/**
 * The runtime's modules with their exports, each export with its alias in dist/runtime.js. The list
 * grows by what the listed modules import statically (the catalog loader core/element/i18n.ts imports,
 * say): those are bundled into the runtime anyway, and an element importing one must get that copy.
 * `options`: the dist build's options (plugins, aliases).
 */
export async function runtimeExports(modules, options) {
  const LIST = "shop-runtime-list";
  const list = {
    name: "runtime-list",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${LIST}$`) }, () => ({ path: LIST, namespace: LIST }));
      build.onLoad({ filter: /.*/, namespace: LIST }, () => ({
        contents: modules.map((m, i) => `export * as m${i} from ${JSON.stringify(path.resolve(m))};`).join("\n"),
        loader: "js",
        resolveDir: process.cwd(),
      }));
    },
  };
  // Split, so what the modules import lazily (a catalog, a fallback) stays out of the list.
  const closure = await esbuild.build({
    ...options,
    entryPoints: { [LIST]: LIST },
    outdir: "runtime-closure",
    splitting: true,
    write: false,
    metafile: true,
    plugins: [list, ...options.plugins],
  });
  const { outputs } = closure.metafile;
  const statics = new Set();
  const stack = [path.join("runtime-closure", `${LIST}.js`)];
  while (stack.length) {
    const output = stack.pop();
    if (statics.has(output)) continue;
    statics.add(output);
    for (const i of outputs[output].imports) if (i.kind === "import-statement") stack.push(i.path);
  }
  const all = [
    ...new Set(
      [...statics].flatMap((output) =>
        Object.entries(outputs[output].inputs)
          // Those without bytes too: a package's index that only re-exports must be on the runtime's side.
          .filter(([input]) => !input.includes(":"))
          .map(([input]) => input),
      ),
    ),
  ].sort();
  for (const module of modules) if (!all.includes(module)) all.push(module);
  return aliases(all, await moduleExports(all, options));
}

/** Each module's exports (`modules`: paths relative to the project), by absolute path: esbuild's metafile names an entry's exports. */
export async function moduleExports(modules, options) {
  const alone = await esbuild.build({
    ...options,
    // Named by index: a component and its style sheet (Header.tsx, Header.css) would both be Header.js.
    entryPoints: Object.fromEntries(modules.map((module, i) => [`m${i}`, module])),
    outdir: "module-exports",
    splitting: true,
    write: false,
    metafile: true,
    minify: false,
  });
  const exportsOf = new Map();
  for (const out of Object.values(alone.metafile.outputs)) if (out.entryPoint) exportsOf.set(path.resolve(out.entryPoint), out.exports);
  return exportsOf;
}

/** `modules` with an alias per export (`prefix` and a number in base 36: $0, $1, …): absolute path to `{ module, names: { name: alias } }`. */
export function aliases(modules, exportsOf, prefix = "$") {
  let next = 0;
  const byFile = new Map();
  for (const module of modules) {
    const names = exportsOf.get(path.resolve(module));
    if (!names) throw new Error(`no exports found for ${module}`);
    byFile.set(path.resolve(module), {
      module,
      names: Object.fromEntries(names.map((name) => [name, `${prefix}${(next++).toString(36)}`])),
    });
  }
  return byFile;
}

/**
 * The plugin of an element's pass (before the other plugins). An import that resolves to a runtime
 * module gets a module that re-exports that module's names from ./runtime.js (external). With
 * `element` (`{ file, byFile, entryNamespace }`: the element file's name, the modules it holds, its
 * entry's namespace), a lazy part's import of a module the element file holds is answered from that
 * file the same way, so the pass's lazy chunks never hold a second copy of the element's modules and
 * esbuild splits no chunk off the element file for what it shares with its lazy parts.
 *
 * esbuild keeps every name an external import lists, used or not, so a re-exporting module lists only
 * the aliases in `only` (what the pass uses). Those come from a first pass with `stubs`: each target
 * file is then a module of string constants "shop-ref:<alias>", and the aliases whose strings are in
 * its output are the used ones (usedAliases).
 */
export function sharedRefs(runtime, element, { stubs = false, only } = {}) {
  const targets = [...(runtime ? [{ file: RUNTIME_IMPORT, byFile: runtime }] : []), ...(element ? [element] : [])];
  // One re-exporting module per target module and importing side: the own file's modules share one,
  // each lazy module has its own (shared by two chunks, esbuild would split it into a chunk of its own).
  // Named by what they stand for, not in the order they are met (resolving runs in parallel), so a
  // build's output does not depend on timing.
  const refs = new Map();
  const refFor = (target, ref, side) => {
    const key = `${target.file}|${ref.module}|${side}`;
    if (!refs.has(key)) refs.set(key, { ...ref, from: target.file });
    return { path: key, namespace: REF };
  };
  // The own file's side: its entry and the modules it holds import each other's real modules.
  const ownSide = (args) => args.namespace === element?.entryNamespace || (args.namespace === "file" && element?.byFile.has(args.importer));
  return {
    name: "shared-refs",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.sharedRefs || args.namespace === REF || args.namespace === STUB || args.kind === "entry-point")
          return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: { sharedRefs: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.namespace === "file") {
          const inRuntime = runtime?.get(resolved.path);
          const side =
            args.kind !== "dynamic-import" && ownSide(args) ? "own" : `${args.namespace}:${path.relative(process.cwd(), args.importer)}`;
          if (inRuntime) return refFor(targets[0], inRuntime, side);
          const own = element?.byFile.get(resolved.path);
          if (own && side !== "own") return refFor(element, own, side);
        }
        const { path: file, namespace, external, sideEffects, pluginData, suffix } = resolved;
        return { path: file, namespace, external, sideEffects, pluginData, suffix };
      });
      build.onResolve({ filter: /.*/, namespace: REF }, (args) =>
        stubs ? { path: args.path, namespace: STUB } : { path: args.path, external: true },
      );
      build.onLoad({ filter: /.*/, namespace: REF }, (args) => {
        const { names, from } = refs.get(args.path);
        const entries = Object.entries(names);
        const imported = entries.filter(([, alias]) => stubs || !only || only.has(alias));
        // A name the pass imports in code it then leaves out still has to exist: a stand-in, which
        // checkNoStandIns finds in the output if the first pass was wrong and it is used.
        const unused = entries.filter(([, alias]) => !(stubs || !only || only.has(alias)));
        return {
          contents: [
            `export { ${imported.map(([name, alias]) => `${alias} as ${name}`).join(", ")} } from ${JSON.stringify(from)};`,
            ...(unused.length
              ? [`const unused = "${STAND_IN}";`, `export { ${unused.map(([name]) => `unused as ${name}`).join(", ")} };`]
              : []),
          ].join("\n"),
          loader: "js",
        };
      });
      build.onLoad({ filter: /.*/, namespace: STUB }, (args) => {
        const target = targets.find(({ file }) => file === args.path);
        const all = [...target.byFile.values()].flatMap(({ names }) => Object.values(names));
        return { contents: all.map((alias) => `export let ${alias} = "shop-ref:${alias}";`).join("\n"), loader: "js" };
      });
    },
  };
}

/**
 * Fails if a built file uses a stand-in for a name the first pass found unused (sharedRefs), or the
 * pass's own file (`own`: "./runtime.js", "./<tag>.element.js") imports itself: a module it holds was
 * taken for a lazy part's.
 */
export function checkNoStandIns(files, own) {
  for (const { path: file, text } of files) {
    if (own && path.basename(file) === own.slice(2) && new RegExp(`from\\s*["']${own.replace(/[.$]/g, "\\$&")}["']`).test(text))
      throw new Error(`${file} imports itself: one of its modules is not in the list of those it holds (scripts/runtime-chunk.mjs)`);
    if (file.endsWith(".js") && text.includes(STAND_IN)) {
      const at = text.indexOf(STAND_IN);
      throw new Error(`${file} uses a name its pass was thought not to (scripts/runtime-chunk.mjs): …${text.slice(at - 300, at + 100)}…`);
    }
  }
}

/** The aliases a stub pass's output uses (sharedRefs): `codes` are its files' text. */
export function usedAliases(codes) {
  const used = new Set();
  for (const code of codes) for (const [, alias] of code.matchAll(/shop-ref:(\$[\w$]+)/g)) used.add(alias);
  return used;
}

/**
 * An entry that re-exports the `used` aliases of the modules in `byFile`, after importing `first` (if
 * given): the runtime's entry (`shop-runtime-entry`), an element's (`element-entry:<tag>`).
 */
export function reexportEntry(namespace, byFile, used, first) {
  return {
    name: `reexport-entry-${namespace}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path.slice(namespace.length + 1), namespace }));
      build.onLoad({ filter: /.*/, namespace }, () => {
        const lines = first ? [`import ${JSON.stringify(path.resolve(first))};`] : [];
        for (const [file, { names }] of byFile) {
          const list = Object.entries(names)
            .filter(([, alias]) => !used || used.has(alias))
            .map(([name, alias]) => `${name} as ${alias}`);
          if (list.length) lines.push(`export { ${list.join(", ")} } from ${JSON.stringify(file)};`);
          // A module of ours none of whose exports is used still runs once, here (a package's is left out).
          else if (!file.includes(`${path.sep}node_modules${path.sep}`)) lines.push(`import ${JSON.stringify(file)};`);
        }
        return { contents: lines.join("\n"), loader: "js", resolveDir: process.cwd() };
      });
    },
  };
}

export const RUNTIME_ENTRY_POINT = `${RUNTIME_ENTRY}:runtime`;
