// dist/hubspot-theme/: the HubSpot theme with one module per element (issue 32), generated from what
// exists so it cannot drift: widgets/<folder>/meta.ts (fields, help texts, example defaults), the
// valibot schemas (field types, required, enumerations), dist/preload.json (modulepreload links) and
// the lingui catalogs (the product fallback's words). The pieces live in scripts/hubspot-theme/.
//   node scripts/hubspot-theme.mjs          write dist/hubspot-theme/ (npm run build, after the bundle)
//   node scripts/hubspot-theme.mjs --docs   write docs/hubspot-modules.md (npm run docs:hubspot)
// test/node/hubspot-theme.test.mjs checks the fields against HubSpot's schema, renders every module.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadMeta } from "./element-api.mjs";
import { elementFolders, elementTag } from "./elements.mjs";
import { modulesDoc } from "./hubspot-theme/docs.mjs";
import { blockMembers, moduleFields } from "./hubspot-theme/fields.mjs";
import { moduleHtml } from "./hubspot-theme/module-html.mjs";
import { BASE_LAYOUT, PAGES, pageTemplate } from "./hubspot-theme/templates.mjs";
import { MODULE_ICON, MODULE_LABELS, moduleMeta, themeFields, themeJson } from "./hubspot-theme/theme-files.mjs";

export const THEME_DIR = "dist/hubspot-theme";
export const MODULES_DOC = "docs/hubspot-modules.md";

/** Every element's module: folder, tag, meta, label and block members. */
export async function loadModules() {
  const folders = elementFolders();
  const { metas, sharedDataFields } = await loadMeta(folders);
  return folders.map((folder, i) => {
    const element = { folder, tag: elementTag(folder), meta: metas[i] };
    return { ...element, label: MODULE_LABELS[folder] ?? element.tag, members: blockMembers(element, sharedDataFields) };
  });
}

/** The theme's files: relative path → content. */
export function themeFiles(modules, preload, version) {
  const files = {
    "theme.json": themeJson(version),
    "fields.json": themeFields(version),
    "templates/layouts/base.html": BASE_LAYOUT,
    [MODULE_ICON[0]]: MODULE_ICON[1],
    ...Object.fromEntries(PAGES.map((page) => [`templates/${page[0]}.html`, pageTemplate(page)])),
  };
  for (const module of modules) {
    const dir = `modules/${module.folder}.module`;
    files[`${dir}/fields.json`] = moduleFields(module.members);
    files[`${dir}/meta.json`] = moduleMeta(module, module.label);
    files[`${dir}/module.html`] = moduleHtml(module, module.members, preload[module.tag]);
  }
  return files;
}

const text = (content) => (typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const modules = await loadModules();
  if (process.argv.includes("--docs")) {
    fs.writeFileSync(MODULES_DOC, modulesDoc(modules));
  } else {
    const preload = JSON.parse(fs.readFileSync("dist/preload.json", "utf8"));
    const { version } = JSON.parse(fs.readFileSync("package.json", "utf8"));
    fs.rmSync(THEME_DIR, { recursive: true, force: true });
    for (const [file, content] of Object.entries(themeFiles(modules, preload, version))) {
      fs.mkdirSync(path.dirname(path.join(THEME_DIR, file)), { recursive: true });
      fs.writeFileSync(path.join(THEME_DIR, file), text(content));
    }
    console.log(`${THEME_DIR}: ${modules.length} modules, ${PAGES.length} page templates`);
  }
}
