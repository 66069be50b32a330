// The HubSpot theme (dist/hubspot-theme/, scripts/hubspot-theme.mjs), checked as far as it can be
// without a HubSpot account: every fields.json against HubSpot's published field schema
// (test/support/hubspot-fields/), meta.json keys against the documented ones, every template with
// HubSpot's own HubL parser, and every module.html rendered (test/support/hubl-render.mjs) into a tag
// whose data block passes its element's schema — for the module's defaults, for the meta's example
// filled in by hand, and with hostile characters in every text field. Run `npm run build` first.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import hubl from "@hubspot/prettier-plugin-hubl";
import Ajv from "ajv";
import { parse } from "parse5";
import * as v from "valibot";
import { loadModules, MODULES_DOC, THEME_DIR } from "../../scripts/hubspot-theme.mjs";
import { modulesDoc } from "../../scripts/hubspot-theme/docs.mjs";
import { allFields } from "../../scripts/hubspot-theme/fields.mjs";
import { DOCUMENTED_META_KEYS } from "../../scripts/hubspot-theme/theme-files.mjs";
import { hublEnvironment } from "../support/hubl-render.mjs";

const modules = await loadModules();
const read = (file) => fs.readFileSync(path.join(THEME_DIR, file), "utf8");
const readJson = (file) => JSON.parse(read(file));
const templates = fs.readdirSync(path.join(THEME_DIR, "templates"), { recursive: true }).filter((f) => f.endsWith(".html"));
const env = hublEnvironment();

const HOSTILE = `It's <b>"bold"</b> & </script><script>alert(1)</script> <!-- x`;

test("every fields.json validates against HubSpot's field schema", () => {
  const schema = JSON.parse(fs.readFileSync("test/support/hubspot-fields/fields.schema.json", "utf8"));
  const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
  for (const file of ["fields.json", ...modules.map((m) => `modules/${m.folder}.module/fields.json`)]) {
    const fields = readJson(file);
    assert.ok(validate(fields), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    const names = fields.map((f) => f.name);
    // HubSpot renders help texts as HTML and drops unknown tags: a <term> must come as an entity.
    const helps = JSON.stringify(fields).match(/"help_text":"(?:[^"\\]|\\.)*"/g) ?? [];
    for (const help of helps) assert.doesNotMatch(help, /[<>]/, `${file}: ${help}`);
    assert.equal(new Set(names).size, names.length, `${file}: a field name twice`);
  }
});

test("every module has its files, a documented meta.json and a German label on every editor field", () => {
  for (const { folder, members } of modules) {
    const meta = readJson(`modules/${folder}.module/meta.json`);
    for (const key of Object.keys(meta)) assert.ok(DOCUMENTED_META_KEYS.includes(key), `${folder}: meta.json key ${key} is not documented`);
    assert.equal(typeof meta.label, "string");
    assert.equal(meta.global, false);
    assert.ok(fs.existsSync(path.join(THEME_DIR, "modules", `${folder}.module`, meta.icon)), `${folder}: its icon ${meta.icon}`);
    for (const field of allFields(members))
      assert.ok(
        field.labels.de && field.labels.en && field.labels.fr,
        `${folder}: ${field.path} has no de/en/fr label (scripts/hubspot-theme/labels.mjs)`,
      );
  }
  const theme = readJson("theme.json");
  assert.ok(fs.existsSync(path.join(THEME_DIR, theme.preview_path)), "theme.json's preview_path names a template");
});

test("every module.html and template parses with HubSpot's HubL parser, and the modules the templates place exist", () => {
  const files = [...modules.map((m) => `modules/${m.folder}.module/module.html`), ...templates.map((t) => `templates/${t}`)];
  for (const file of files) assert.doesNotThrow(() => hubl.parsers.hubl.parse(read(file), {}), file);
  assert.ok(templates.includes("product.html") && templates.includes(path.join("layouts", "base.html")));
  // Every module a template places exists, relative to the template.
  for (const template of templates) {
    for (const [, modulePath] of read(`templates/${template}`).matchAll(/module[^%]*path="([^"]+)"/g)) {
      const target = path.join(THEME_DIR, "templates", path.dirname(template), modulePath);
      assert.ok(fs.existsSync(path.join(target, "module.html")), `${template}: ${modulePath}`);
    }
  }
  assert.match(read("templates/layouts/base.html"), /<meta name="shop-api-root" content="\{\{ theme\.shop\.api_root/);
});

/** The module's field values as HubSpot hands them to module.html: from fields.json's defaults. */
function valuesFromFields(fields) {
  const values = {};
  for (const f of fields) {
    if (f.type === "group") values[f.name] = valuesFromFields(f.children);
    else if (f.type === "url") values[f.name] = f.default ?? { href: "", type: "EXTERNAL", content_id: null };
    else if (f.type === "number") values[f.name] = f.default ?? null;
    else if (f.type === "choice") values[f.name] = f.default ?? (f.multiple ? [] : "");
    else values[f.name] = f.default ?? (f.occurrence ? [] : "");
  }
  return values;
}

/** The values an editor types to make the meta's example (page values come from the page). */
function valuesFromExample(members, example = {}) {
  const values = {};
  for (const m of members) {
    if (m.kind === "page") continue;
    const value = example[m.name];
    if (m.kind === "group") values[m.name] = valuesFromExample(m.children, value ?? {});
    else if (m.kind === "url") values[m.name] = { href: value ?? "", type: "EXTERNAL" };
    else if (m.kind === "number") values[m.name] = value === undefined || value === null ? null : Number(value);
    else if (m.kind === "boolean") values[m.name] = value === true || value === 1 || value === "1" || value === "true";
    else if (m.kind === "texts")
      values[m.name] = value === undefined ? [] : (Array.isArray(value) ? value : String(value).split(",")).map(String);
    else if (m.kind === "choices") values[m.name] = value ?? [];
    else values[m.name] = value === undefined || value === null ? "" : String(value);
  }
  return values;
}

/** Every text field set to `text`, at every depth. */
function hostile(members, values) {
  const copy = structuredClone(values);
  for (const m of members) {
    if (m.kind === "group") copy[m.name] = hostile(m.children, copy[m.name]);
    else if (m.kind === "text" || m.kind === "richtext") copy[m.name] = HOSTILE;
  }
  return copy;
}

const PAGE = {
  content: { language: { languageTag: "de" } },
  hub_id: 123,
  request_contact: { is_logged_in: false },
  theme: { shop: { bundle_url: "/hubfs/shop-widgets/1.0.0/", default_country: "de", api_root: "/_hcms/api/" } },
};

const findAll = (node, name, found = []) => {
  if (node.tagName === name) found.push(node);
  for (const child of node.childNodes ?? []) findAll(child, name, found);
  if (node.content) findAll(node.content, name, found);
  return found;
};
const textOf = (node) => (node.childNodes ?? []).map((c) => c.value ?? textOf(c)).join("");

/** Renders a module and returns its element, its data block (parsed), the head links and the scripts. */
function render(module, values, page = PAGE) {
  const rendered = env.render(read(`modules/${module.folder}.module/module.html`), { ...page, module: values });
  const elements = findAll(parse(rendered.markup), module.tag);
  assert.equal(elements.length, 1, `${module.folder}: one <${module.tag}>`);
  const scripts = elements[0].childNodes.filter((c) => c.tagName === "script");
  assert.equal(scripts.length, 1, `${module.folder}: one script child`);
  assert.equal(scripts[0].attrs.find((a) => a.name === "type")?.value, "application/json");
  const text = textOf(scripts[0]);
  let block;
  assert.doesNotThrow(() => {
    block = JSON.parse(text);
  }, `${module.folder}: the block is JSON:\n${text}`);
  return { element: elements[0], block, ...rendered };
}

const passes = (module, block, what) => {
  const result = v.safeParse(module.meta.schema, block);
  assert.ok(
    result.success,
    `${module.folder} (${what}): ${result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`).join("; ")}\n${JSON.stringify(block)}`,
  );
};

test("every module renders its element with a block that passes the element's schema: defaults and the example", () => {
  for (const module of modules) {
    const fields = readJson(`modules/${module.folder}.module/fields.json`);
    passes(module, render(module, valuesFromFields(fields)).block, "defaults");
    const { block } = render(module, valuesFromExample(module.members, module.meta.example));
    passes(module, block, "example");
    // What the editor typed arrives as typed (an empty optional field is left out: the element's default).
    for (const m of module.members.filter((m) => m.kind !== "page" && m.kind !== "group")) {
      const typed = module.meta.example[m.name];
      if (typed === undefined || typed === "" || typed === null) continue;
      const expected = m.kind === "texts" ? [typed].flat().map(String) : m.kind === "number" ? Number(typed) : typed;
      assert.deepEqual(block[m.name], expected, `${module.folder}: ${m.name} as in the example`);
    }
  }
});

test('an apostrophe, <, </script>, & and " in every text field arrive unchanged in the block', () => {
  const at = (object, dotted) => dotted.split(".").reduce((o, k) => o?.[k], object);
  for (const module of modules) {
    const values = hostile(module.members, valuesFromExample(module.members, module.meta.example));
    const { block } = render(module, values);
    for (const field of allFields(module.members).filter((f) => f.kind === "text" || f.kind === "richtext"))
      assert.equal(at(block, field.path), HOSTILE, `${module.folder}: ${field.path}`);
  }
});

test("the page fills the language, the visitor and the country; the script and the links come once per page", () => {
  const header = modules.find((m) => m.folder === "header");
  const loggedIn = {
    ...PAGE,
    content: { language: { languageTag: "EN-gb" } },
    request_contact: { is_logged_in: true, contact: { hs_object_id: 77 } },
  };
  const { block, scripts, styles, head } = render(header, valuesFromExample(header.members, header.meta.example), loggedIn);
  assert.equal(block.language, "en-gb");
  assert.equal(block.loggedIn, true);
  assert.equal(block.contactid, 77);
  assert.equal(block.geoLocation, "de");
  assert.deepEqual(scripts, [{ url: "/hubfs/shop-widgets/1.0.0/shop-header.js", options: { position: "head", type: "module" } }]);
  assert.deepEqual(styles, ["/hubfs/shop-widgets/1.0.0/shop-widgets.css"]);
  const preload = JSON.parse(fs.readFileSync("dist/preload.json", "utf8"))["shop-header"];
  const links = [...head.join("").matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  for (const file of [preload.element, ...preload.imports, ...preload.catalogs.en])
    assert.ok(links.includes(`/hubfs/shop-widgets/1.0.0/${file.slice(2)}`), file);
  for (const file of preload.catalogs.de.filter((f) => !preload.catalogs.en.includes(f)))
    assert.ok(!links.some((l) => l.endsWith(file.slice(2))), `no German catalog ${file}`);
  const guest = render(header, valuesFromExample(header.members, header.meta.example)).block;
  assert.equal(guest.loggedIn, false);
  assert.ok(!("contactid" in guest), "a guest's block has no contact id");
});

test("the product module renders the product's fallback inside the element, from its fields or the dynamic page's article", () => {
  const product = modules.find((m) => m.folder === "product-detail");
  const values = valuesFromExample(product.members, product.meta.example);
  const fallbackOf = (element) => element.childNodes.find((c) => c.attrs?.some((a) => a.name === "slot" && a.value === "fallback"));
  const byClass = (node, name) => findAll(node, node.tagName).length && findClass(node, `shop-product-fallback-${name}`);
  function findClass(node, cls) {
    if (node.attrs?.some((a) => a.name === "class" && a.value === cls)) return node;
    for (const child of node.childNodes ?? []) {
      const found = findClass(child, cls);
      if (found) return found;
    }
    return undefined;
  }
  // From the module's fields, with a picture on https and hostile text.
  values.product.artikel = HOSTILE;
  values.product.images = ["https://cdn.example/box.jpg"];
  let { element } = render(product, values);
  let fallback = fallbackOf(element);
  assert.ok(fallback, "a slot=fallback child");
  assert.equal(
    element.childNodes
      .filter((c) => c.tagName)
      .map((c) => c.tagName)
      .join(","),
    "script,div",
    "after the block's script",
  );
  assert.equal(textOf(byClass(fallback, "name")), HOSTILE);
  assert.equal(byClass(fallback, "name").tagName, "h1");
  const img = byClass(fallback, "picture");
  assert.equal(img.attrs.find((a) => a.name === "src").value, "https://cdn.example/box.jpg");
  assert.equal(img.attrs.find((a) => a.name === "alt").value, HOSTILE);
  assert.equal(textOf(byClass(fallback, "number")), "Art.-Nr. A-100");
  assert.equal(textOf(byClass(fallback, "description")), "Säurefreie Archivbox");
  // No picture on http:, javascript: or protocol-relative; no description when empty; the number in English.
  for (const src of ["http://cdn.example/a.jpg", "javascript:alert(1)", "//evil.example/a.jpg"]) {
    values.product.images = [src];
    values.product.description = "";
    ({ element } = render(product, values, { ...PAGE, content: { language: { languageTag: "en" } } }));
    fallback = fallbackOf(element);
    assert.equal(byClass(fallback, "picture"), undefined, src);
    assert.equal(byClass(fallback, "description"), undefined);
    assert.equal(textOf(byClass(fallback, "number")), "Item no. A-100");
  }
  values.product.images = ["/hubfs/box.jpg"];
  ({ element } = render(product, values));
  assert.equal(byClass(fallbackOf(element), "picture").attrs.find((a) => a.name === "src").value, "/hubfs/box.jpg");
  // A dynamic page: the article from the CRM object, in the block and in the fallback.
  const article = {
    id: "1001",
    beschreibung1: "Archivbox <A4>",
    artnr: "A-100",
    image_urls: " https://cdn.example/1.jpg, https://cdn.example/2.jpg,",
    description: "",
    kleinste_bestelleinheit: 10,
  };
  const dynamic = render(product, values, { ...PAGE, content: { language: { languageTag: "fr" } }, dynamic_page_crm_object: article });
  passes(product, dynamic.block, "dynamic page");
  assert.equal(dynamic.block.product.artikel, "Archivbox <A4>");
  assert.deepEqual(dynamic.block.product.images, ["https://cdn.example/1.jpg", "https://cdn.example/2.jpg"]);
  fallback = fallbackOf(dynamic.element);
  assert.equal(textOf(byClass(fallback, "name")), "Archivbox <A4>");
  assert.equal(textOf(byClass(fallback, "number")), "Réf. A-100");
  assert.equal(byClass(fallback, "picture").attrs.find((a) => a.name === "src").value, "https://cdn.example/1.jpg");
});

test("docs/hubspot-modules.md is current (npm run docs:hubspot)", () => {
  assert.equal(fs.readFileSync(MODULES_DOC, "utf8"), modulesDoc(modules));
});

test("the product module writes the demo server's fallback for the same article, in each language (one markup, two writers)", async () => {
  const { productBlockAt, productFallbackAt } = await import(path.resolve("dist/demo/product-fallback.mjs"));
  const product = modules.find((m) => m.folder === "product-detail");
  const fallbackOf = (root) => findAll(root, "div").find((node) => node.attrs.some((a) => a.name === "slot" && a.value === "fallback"));
  // Both as parsed trees, whitespace between tags aside.
  const shape = (node) =>
    node.nodeName === "#text"
      ? node.value.trim()
      : [node.tagName, Object.fromEntries(node.attrs.map((a) => [a.name, a.value])), node.childNodes.map(shape).filter((c) => c !== "")];
  for (const [route, language] of [
    ["/produkt/1001", "de"],
    ["/product/1001", "en"],
    ["/produit/1001", "fr"],
  ]) {
    const block = productBlockAt(route);
    const values = valuesFromExample(product.members, block);
    const { element } = render(product, values, { ...PAGE, content: { language: { languageTag: language } } });
    const demo = fallbackOf(parse(productFallbackAt(route)));
    assert.ok(demo, `${route}: the demo's fallback`);
    assert.deepEqual(shape(fallbackOf(element)), shape(demo), route);
  }
});
