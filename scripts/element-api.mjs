// Each element's public API from one source, widgets/<folder>/meta.ts (core/element/element-meta.ts),
// checked against the code: the parts and custom properties it lists are those its module graph
// renders and reads, its events those its folder emits and listens to, its data fields those of the
// schema its element.ts defines it with (the demo's block builder, demo/builder/, makes its form of them). From it:
//   node scripts/element-api.mjs --manifest   dist/custom-elements.json (custom-elements-manifest 1.0.0; npm run build)
//   node scripts/element-api.mjs --docs       the example block and the tables in docs/elements/<folder>.md, and the
//                                             element lists of README.md and docs/README.md, each between its
//                                             markers (npm run docs:api)
// test/node/element-api.test.mjs fails when the meta and the code disagree, an example fails its schema
// or a generated piece is stale.
import * as esbuild from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { elementFolders, elementTag } from "./elements.mjs";

export const START = "<!-- api:start -->";
export const END = "<!-- api:end -->";
/** The theme: the design tokens and the base every element shares. */
const THEME_CSS = ["core/element/tokens.css", "core/element/base.css"];

/** The meta of every element and the theme's properties, bundled from TypeScript (types only). */
export async function loadMeta(folders) {
  const contents = [
    'export { themeProperties } from "./core/element/theme-properties.ts";',
    'export { sharedDataFields } from "./core/element/element-meta.ts";',
    ...folders.map((folder, i) => `export { meta as m${i} } from "./widgets/${folder}/meta.ts";`),
  ].join("\n");
  const { outputFiles } = await esbuild.build({
    absWorkingDir: process.cwd(),
    stdin: { contents, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`);
  return { theme: module.themeProperties, sharedDataFields: module.sharedDataFields, metas: folders.map((_, i) => module[`m${i}`]) };
}

/**
 * The source files an element's entry reaches, static and lazy. A module that defines an element of
 * its own (core/ui/ToastRegion.tsx: `defineElement("shop-toast-region", …)`) keeps its parts and CSS.
 */
async function moduleGraph(entry) {
  const generated = { name: "generated", setup: (b) => b.onResolve({ filter: /\/locales\// }, (a) => ({ path: a.path, external: true })) };
  const { metafile } = await esbuild.build({
    absWorkingDir: process.cwd(),
    preserveSymlinks: true,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    outdir: "graph",
    packages: "external",
    loader: { ".css": "text" },
    jsx: "automatic",
    plugins: [generated],
    logLevel: "silent",
  });
  const files = new Set();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop();
    if (files.has(file)) continue;
    files.add(file);
    if (file !== entry && /defineElement\("/.test(read(file))) continue;
    for (const imported of metafile.inputs[file]?.imports ?? []) if (!imported.external) stack.push(imported.path);
  }
  return [...files].filter((file) => file === entry || !/defineElement\("/.test(read(file)));
}

const read = (file) => fs.readFileSync(file, "utf8");
const matches = (text, pattern) => [...text.matchAll(pattern)].map((m) => m[1]);

/** The custom properties a stylesheet reads, with their defaults (`var(--shop-x, default)`). */
function cssProperties(css) {
  const found = new Map();
  for (const m of css.matchAll(/var\(\s*(--shop-[\w-]+)\s*(,)?/g)) {
    let fallback = "";
    if (m[2]) {
      let depth = 0;
      let i = m.index + m[0].length;
      for (; i < css.length && (depth > 0 || css[i] !== ")"); i++) depth += css[i] === "(" ? 1 : css[i] === ")" ? -1 : 0;
      fallback = css.slice(m.index + m[0].length, i).trim();
    }
    if (!found.has(m[1])) found.set(m[1], fallback);
  }
  return found;
}

/** Every element with its meta and what its code shows. */
export async function loadElementApi() {
  const folders = elementFolders();
  const { theme, sharedDataFields, metas } = await loadMeta(folders);
  const elements = [];
  for (const [i, folder] of folders.entries()) {
    const graph = await moduleGraph(`widgets/${folder}/element.ts`);
    const sources = graph.filter((file) => /\.tsx?$/.test(file));
    const own = fs
      .readdirSync(`widgets/${folder}`, { recursive: true })
      .map((file) => `widgets/${folder}/${file}`)
      .filter((file) => fs.statSync(file).isFile())
      .map(read);
    elements.push({
      folder,
      tag: elementTag(folder),
      meta: metas[i],
      found: {
        parts: new Set(sources.flatMap((file) => matches(read(file), /\bpart="([\w-]+)"/g))),
        cssProperties: cssProperties(
          graph
            .filter((file) => file.endsWith(".css") && !THEME_CSS.includes(file))
            .map(read)
            .join("\n"),
        ),
        emits: new Set(
          own.flatMap((text) => [
            ...matches(text, /\bemit\("([\w-]+)"/g),
            ...matches(text, /\btrack\("(\w+)"/g).map((name) => `shop:${name}`),
          ]),
        ),
        listens: new Set(own.flatMap((text) => matches(text, /\blisten\("([\w-]+)"/g))),
        // The schema the element is defined with and the one its meta names (by their imported names).
        definedSchema: matches(read(`widgets/${folder}/element.ts`), /\bschema: (\w+)/g)[0],
        metaSchema: matches(read(`widgets/${folder}/meta.ts`), /\bschema: (\w+)/g)[0],
      },
    });
  }
  return { elements, sharedDataFields, theme: { meta: theme, found: cssProperties(THEME_CSS.map(read).join("\n")) } };
}

/** Where the meta and the code disagree, one line each. */
export function apiProblems({ elements, theme, sharedDataFields }) {
  const problems = [];
  const compare = (where, what, listed, found) => {
    for (const name of found) if (!listed.includes(name)) problems.push(`${where}: ${what} ${name} is in the code but not listed`);
    for (const name of listed) if (!found.includes(name)) problems.push(`${where}: ${what} ${name} is listed but not in the code`);
  };
  compare("core/element/theme-properties.ts", "custom property", Object.keys(theme.meta), [...theme.found.keys()]);
  for (const { folder, meta, found } of elements) {
    const where = `widgets/${folder}/meta.ts`;
    compare(where, "part", Object.keys(meta.parts), [...found.parts]);
    compare(where, "custom property", Object.keys(meta.cssProperties ?? {}), [...found.cssProperties.keys()]);
    for (const name of found.emits) if (!meta.emits?.[name]) problems.push(`${where}: emitted event ${name} is not listed`);
    for (const name of found.listens) if (!meta.listens?.[name]) problems.push(`${where}: event ${name} it listens to is not listed`);
    if (found.metaSchema !== found.definedSchema)
      problems.push(`${where}: schema ${found.metaSchema} is not ${found.definedSchema}, the one element.ts defines the element with`);
    const fields = Object.keys(meta.schema.entries);
    for (const field of fields)
      if (!meta.data[field] && !sharedDataFields[field]) problems.push(`${where}: data field ${field} is in the schema but not described`);
    for (const field of Object.keys(meta.data))
      if (!fields.includes(field)) problems.push(`${where}: data field ${field} is described but not in the schema`);
    const checked = v.safeParse(meta.schema, meta.example);
    if (!checked.success)
      problems.push(`${where}: the example fails the schema at ${v.getDotPath(checked.issues[0]) ?? "data"}: ${checked.issues[0].message}`);
  }
  return problems;
}

const className = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
const DATA_ATTRIBUTE = "The data block as JSON text; changing it re-renders, removing it shows the “not embedded correctly” alert.";
const DATA_PROPERTY = "The data block as an object or as JSON text; may be set before the script defines the tag.";

/** dist/custom-elements.json: custom-elements-manifest schema 1.0.0; module paths are relative to dist/. */
export function manifest({ elements, theme }) {
  return {
    schemaVersion: "1.0.0",
    readme: "",
    modules: elements.map(({ folder, tag, meta, found }) => {
      const name = className(tag);
      const listens = Object.entries(meta.listens ?? {}).map(([event, why]) => `\`${event}\` (${why.replace(/\.$/, "")})`);
      return {
        kind: "javascript-module",
        path: `${tag}.js`,
        declarations: [
          {
            kind: "class",
            name,
            tagName: tag,
            customElement: true,
            description: [
              meta.summary,
              `Data block: docs/elements/${folder}.md.`,
              listens.length ? `Listens on window to ${listens.join(", ")}.` : "",
            ]
              .filter(Boolean)
              .join(" "),
            superclass: { name: "HTMLElement" },
            attributes: [{ name: "data", type: { text: "string" }, description: DATA_ATTRIBUTE, fieldName: "data" }],
            members: [
              { kind: "field", name: "data", type: { text: "object | string | undefined" }, description: DATA_PROPERTY, attribute: "data" },
            ],
            events: Object.entries(meta.emits ?? {}).map(([event, description]) => ({
              name: event,
              type: { text: `CustomEvent<ShopEventMap["${event}"]>` },
              description: `On window. ${description}`,
            })),
            cssParts: Object.entries(meta.parts).map(([part, description]) => ({ name: part, description })),
            cssProperties: [
              ...Object.entries(meta.cssProperties ?? {}).map(([property, description]) => ({
                name: property,
                description,
                default: found.cssProperties.get(property) || undefined,
              })),
              ...Object.entries(theme.meta).map(([property, description]) => ({
                name: property,
                description,
                default: theme.found.get(property) || undefined,
              })),
            ],
          },
        ],
        exports: [{ kind: "custom-element-definition", name: tag, declaration: { name, module: `${tag}.js` } }],
      };
    }),
  };
}

const cell = (text) => text.replaceAll("|", "\\|");
const table = (head, rows) => [
  `| ${head.join(" | ")} |`,
  `| ${head.map(() => "---").join(" | ")} |`,
  ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
];

/** The generated block of docs/elements/<folder>.md, markers included. */
export function apiTables({ folder, meta, found }, theme) {
  const events = [
    ...Object.entries(meta.emits ?? {}).map(([event, when]) => [`\`${event}\``, "fires", when]),
    ...Object.entries(meta.listens ?? {}).map(([event, when]) => [`\`${event}\``, "listens", when]),
  ];
  const properties = Object.entries(meta.cssProperties ?? {});
  const lines = [
    START,
    `<!-- Written by \`npm run docs:api\` from widgets/${folder}/meta.ts (checked against the code); edit there, not here. -->`,
    "",
    ...table(
      ["attribute", "property", "value"],
      [["`data`", "`data`", "The data block: JSON text in the attribute; an object or JSON text in the property."]],
    ),
    "",
    ...(events.length ? table(["event (on `window`)", "fires or listens", "when"], events) : ["No window events."]),
    "",
    ...table(
      ["CSS part", "what"],
      Object.entries(meta.parts).map(([part, what]) => [`\`${part}\``, what]),
    ),
    "",
    ...(properties.length
      ? table(
          ["custom property", "default", "what"],
          properties.map(([property, what]) => [`\`${property}\``, `\`${found.cssProperties.get(property)}\``, what]),
        )
      : ["No custom properties of its own."]),
    "",
    `Like every element it also reads the theme's custom properties (core/element/base.css): ${Object.keys(theme.meta)
      .map((p) => `\`${p}\``)
      .join(", ")}.`,
    END,
  ];
  return lines.join("\n");
}

export const docsPage = (folder) => `docs/elements/${folder}.md`;

export const EXAMPLE_START = "<!-- example:start -->";
export const EXAMPLE_END = "<!-- example:end -->";

/** JSON for a single-quoted HTML attribute: `&` and `'` as entities, the browser turns them back. */
const attributeJson = (json) => json.replaceAll("&", "&amp;").replaceAll("'", "&#39;");

/** The example block of docs/elements/<folder>.md, markers included: the meta's whole data block, ready to copy. */
export function exampleBlock({ folder, tag, meta }) {
  const compact = JSON.stringify(meta.example);
  const json = compact.length <= 100 ? compact : JSON.stringify(meta.example, null, 2);
  return [
    EXAMPLE_START,
    `<!-- Written by \`npm run docs:api\` from widgets/${folder}/meta.ts (its example passes the element's schema); edit there, not here. -->`,
    "",
    "```html",
    `<${tag} data='${attributeJson(json)}'></${tag}>`,
    "```",
    "",
    'The same block can stand in a child `<script type="application/json">` instead, free of attribute quoting',
    "([embedding.md](../embedding.md#the-data-attribute)).",
    EXAMPLE_END,
  ].join("\n");
}

export const LIST_START = "<!-- elements:start -->";
export const LIST_END = "<!-- elements:end -->";

/** The element table of README.md and docs/README.md (`docs` is the link prefix of the element pages), markers included. */
export function elementList({ elements }, docs) {
  return [
    LIST_START,
    "<!-- Written by `npm run docs:api` from widgets/<folder>/meta.ts, one row per element; edit there, not here. -->",
    "",
    ...table(
      ["element", "what it is"],
      elements.map(({ folder, tag, meta }) => [`[\`<${tag}>\`](${docs}elements/${folder}.md)`, meta.short]),
    ),
    LIST_END,
  ].join("\n");
}

/** The generated pieces of the docs, file by file: [file, start marker, end marker, content]. */
export function generatedPieces(api) {
  return [
    ...api.elements.flatMap((element) => [
      [docsPage(element.folder), EXAMPLE_START, EXAMPLE_END, exampleBlock(element)],
      [docsPage(element.folder), START, END, apiTables(element, api.theme)],
    ]),
    ["README.md", LIST_START, LIST_END, elementList(api, "docs/")],
    ["docs/README.md", LIST_START, LIST_END, elementList(api, "")],
  ];
}

/** The page with its generated piece between `start` and `end` replaced (or, on a page without markers, added at its end). */
export function withPiece(page, start, end, piece) {
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) return `${page.trimEnd()}\n\n${piece}\n`;
  return page.slice(0, from) + piece + page.slice(to + end.length);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const api = await loadElementApi();
  const problems = apiProblems(api);
  if (problems.length) {
    console.error(`The elements' meta.ts and their code disagree:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  if (process.argv.includes("--manifest")) {
    fs.mkdirSync("dist", { recursive: true });
    fs.writeFileSync("dist/custom-elements.json", `${JSON.stringify(manifest(api), null, 2)}\n`);
  }
  if (process.argv.includes("--docs")) {
    for (const [file, start, end, piece] of generatedPieces(api)) {
      const page = fs.existsSync(file) ? read(file) : `# \`<${elementTag(path.basename(file, ".md"))}>\`\n`;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, withPiece(page, start, end, piece));
    }
  }
}
