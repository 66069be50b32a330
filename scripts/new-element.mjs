// npm run new-element -- <name>: scaffolds a working element <shop-<name>> (docs/adding-an-element.md).
// It writes the folder widgets/<name>/ (definition, view, data-block schema, CSS, reserved space, API
// meta), its catalogs in every language, a browser test, a demo page linked from the demo index and a
// docs page; then lingui extract tidies the catalogs and the docs page gets its API tables. The build,
// the demo-page check and dist/shop-widgets.js find the element by its folder (scripts/elements.mjs).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Where demo/index.html lists the pages of new elements. */
export const DEMO_INDEX_MARK = "<!-- npm run new-element adds its demo page above this line -->";

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** The template's texts: German source, English, French. */
const TEXTS = [
  ["Neues Element", "New element", "Nouvel élément"],
  ["Weiter einkaufen", "Continue shopping", "Continuer mes achats"],
];

function catalog(lang, name, view) {
  const header = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${lang}\\n"\n`;
  const column = { de: 0, en: 1, fr: 2 }[lang];
  const entries = TEXTS.map((texts) => `#: widgets/${name}/${view}.tsx\nmsgid "${texts[0]}"\nmsgstr "${texts[column]}"\n`);
  return [header, ...entries].join("\n");
}

/** Every file of a new element <shop-<name>>, by path. */
export function elementFiles(name) {
  const View = pascal(name);
  const tag = `shop-${name}`;
  const minHeight = `var(--shop-${name}-min-height, 10rem)`;
  return {
    [`widgets/${name}/element.ts`]: `import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import catalog from "../../locales/${name}.ts";
import css from "./${name}.css";
import { ${View}DataSchema } from "./${name}-data.ts";
import { ${View} } from "./${View}.tsx";

// Add the kits of the shared pieces it renders (core/forms/kit.ts, core/order-ui/kit.ts, core/ui/stepper-kit.ts,
// core/configurator-ui/kit.ts);
// earlyView instead of view starts requests before the catalog is there (core/element/define-shop-element.tsx).
defineShopElement({ tag: "${tag}", schema: ${View}DataSchema, css, catalog, placeholder: "${name}", view: ${View} });

declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ShopElement<typeof ${View}DataSchema>;
  }
}
`,
    [`widgets/${name}/${name}-data.ts`]: `// The data block of <${tag}> (docs/elements/${name}.md).
import * as v from "valibot";
import { baseUrlField, languageField } from "../../core/element/data-block.ts";

export const ${View}DataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
});
export type ${View}Data = v.InferOutput<typeof ${View}DataSchema>;
`,
    [`widgets/${name}/${View}.tsx`]: `import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { ${View}Data } from "./${name}-data.ts";

/** <${tag}>, once its catalog is there. */
export function ${View}({ data }: { data: ${View}Data }) {
  const { t } = useLingui();
  return (
    <section className="${name}" aria-labelledby="${name}-title" part="content">
      <h2 id="${name}-title" tabIndex={-1} {...FOCUS_HOME}>
        {t\`Neues Element\`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t\`Weiter einkaufen\`}</a>
    </section>
  );
}
`,
    [`widgets/${name}/${name}.css`]: `/* <${tag}>. Its space while loading: the same minimum as reserve.css. */
.${name}.loading {
  min-height: ${minHeight};
}
`,
    [`widgets/${name}/reserve.css`]: `/* The space of <${tag}> before the script defines it (dist/shop-widgets.css). */
${tag}:not(:defined) {
  display: block;
  min-height: ${minHeight};
}
`,
    [`widgets/${name}/meta.ts`]: `import type { ElementMeta } from "../../core/element/element-meta.ts";
import { ${View}DataSchema } from "./${name}-data.ts";

// Its public API (npm run docs:api writes the example and the tables of docs/elements/${name}.md; the demo's block builder its form).
export const meta: ElementMeta<typeof ${View}DataSchema> = {
  summary: "A new element.",
  short: "a new element",
  schema: ${View}DataSchema,
  // What each field of the data block holds; language and baseUrl are described in core/element/element-meta.ts.
  data: {},
  example: { language: "de", baseUrl: "" },
  parts: {
    content: "The element's section.",
    error: "An error message (malformed data block).",
  },
  cssProperties: { "--shop-${name}-min-height": "Space reserved while the element loads." },
};
`,
    ...Object.fromEntries(["de", "en", "fr"].map((lang) => [`locales/${lang}/${name}.po`, catalog(lang, name, View)])),
    [`test/widgets/${name}/${name}.test.ts`]: `import { expect } from "chai";
import "../../../widgets/${name}/element.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";

describe("<${tag}>", () => {
  afterEach(cleanup);

  it("renders in the data block's language", async () => {
    const el = mount("${tag}", { language: "en", baseUrl: "" });
    expect(await ui(el).findByRole("heading", { name: "New element" })).to.exist;
    expect(ui(el).getByRole("link", { name: "Continue shopping" }).getAttribute("href")).to.equal("/");
  });

  it("a malformed data block shows an alert naming the field", async () => {
    const el = mount("${tag}", { language: "de", baseUrl: 42 });
    expect((await ui(el).findByRole("alert")).textContent).to.contain("baseUrl");
  });
});
`,
    [`demo/${name}.html`]: `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${View} – shop widgets demo</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo/demo.css">
  <script type="module" src="/dist/demo/app.js"></script>
</head>
<body>
  <header><a href="/demo/">← All demo pages</a><h1 class="page-title">&lt;${tag}&gt;</h1></header>
  <main>
    <${tag} data-demo='{}'></${tag}>
  </main>
</body>
</html>
`,
    [`docs/elements/${name}.md`]: `# \`<${tag}>\`

What it is, where the CMS places it, its data block and its errors.
`,
  };
}

/** Writes the element's files under root and links its demo page from demo/index.html. */
export function scaffold(name, root = ".") {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`"${name}": a folder name in kebab case, e.g. paper-samples`);
  if (fs.existsSync(path.join(root, "widgets", name)))
    throw new Error(`widgets/${name} exists already: <shop-${name}> is an element; choose another name`);
  const files = elementFiles(name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const index = path.join(root, "demo", "index.html");
  const page = fs.readFileSync(index, "utf8");
  if (!page.includes(DEMO_INDEX_MARK)) throw new Error(`demo/index.html has lost its mark ${DEMO_INDEX_MARK}`);
  fs.writeFileSync(
    index,
    page.replace(DEMO_INDEX_MARK, `<li><a href="${name}.html">&lt;shop-${name}&gt;</a></li>\n      ${DEMO_INDEX_MARK}`),
  );
  return Object.keys(files);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2];
  if (!name) {
    console.error("usage: npm run new-element -- <name>   (the element becomes <shop-<name>>)");
    process.exit(1);
  }
  let files;
  try {
    files = scaffold(name);
  } catch (error) {
    // A name taken or malformed: one line, no stack.
    console.error(`npm run new-element: ${error.message}`);
    process.exit(1);
  }
  execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: "ignore" });
  execFileSync("node", ["scripts/element-api.mjs", "--docs"], { stdio: "inherit" });
  console.log(`<shop-${name}>:\n  ${files.join("\n  ")}\n  demo/index.html (link)\nNext: npm run build, then docs/adding-an-element.md.`);
}
