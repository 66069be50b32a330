// Reading esbuild's metafile as a graph of output files: what a file imports statically (its closure),
// and which catalog chunks that closure loads per language. Used by the build (the loaders' file lists,
// esbuild.config.mjs) and the size measure (bench/page-sizes.mjs).

export const LANGS = ["de", "en", "fr"];

/** Output files reached from `starts` through static imports, `starts` included (metafile output keys). */
export function staticClosure(outputs, starts) {
  const files = new Set();
  const stack = [...starts];
  while (stack.length) {
    const output = stack.pop();
    if (files.has(output)) continue;
    files.add(output);
    for (const i of outputs[output].imports) if (i.kind === "import-statement") stack.push(i.path);
  }
  return files;
}

/** The language a chunk holds catalogs of, if it holds nothing else. */
export function catalogLanguage(output) {
  const langs = new Set(Object.keys(output.inputs).map((input) => /^locales\/(\w+)\//.exec(input)?.[1]));
  return langs.size === 1 && !langs.has(undefined) ? [...langs][0] : undefined;
}

/** The catalog chunks `files` load on start, per language: `{ de: Set, en: Set, fr: Set }`. */
export function catalogChunks(outputs, files) {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, new Set()]));
  for (const output of files)
    for (const i of outputs[output].imports) {
      const lang = i.kind === "dynamic-import" ? catalogLanguage(outputs[i.path]) : undefined;
      if (lang) byLang[lang].add(i.path);
    }
  return byLang;
}
