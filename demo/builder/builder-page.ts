// The block builder (demo/builder.html, docs/demo.md): pick an element, fill its data block in a form
// made from its meta (widgets/<folder>/meta.ts: the schema and what each field holds), copy the tag in
// either paste form, and see it render beside the form as pasted. The page's own words are English,
// as on the other developer pages; the element speaks the block's language.
import type { ElementMeta } from "../../core/element/element-meta.ts";
import { blockText, type BuilderField, builderFields, fieldText } from "./fields.ts";
import { attributeForm, scriptForm } from "./paste-forms.ts";
import { startingBlock } from "./starting-blocks.ts";

/** Every element, one per widgets/ folder (esbuild.config.mjs defines the list from scripts/elements.mjs). */
export const builderTags = __ELEMENT_FOLDERS__.map((folder) => `shop-${folder}`);
const FIRST = "shop-product-detail";

/** One chunk per element's meta, loaded when it is picked. */
async function loadMeta(tag: string): Promise<ElementMeta> {
  const folder = tag.slice("shop-".length);
  return ((await import(`../../widgets/${folder}/meta.ts`)) as { meta: ElementMeta }).meta;
}

type Attributes = Record<string, string>;
function h<K extends keyof HTMLElementTagNameMap>(name: K, attributes: Attributes = {}, ...children: (Node | string)[]) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

function fieldRow(field: BuilderField, value: unknown): HTMLElement {
  const id = `builder-field-${field.name}`;
  const text = fieldText(field, value);
  const common = { id, name: field.name, "aria-describedby": `${id}-help`, spellcheck: "false", autocomplete: "off" };
  const control =
    field.kind === "json"
      ? h("textarea", { ...common, rows: String(Math.min(10, Math.max(3, text.split("\n").length))) }, text)
      : h("input", { ...common, type: "text", value: text });
  if (field.required) control.setAttribute("aria-required", "true");
  const label = h(
    "label",
    { for: id },
    h("code", {}, field.name),
    field.required ? " (required)" : "",
    field.kind === "json" ? " (JSON)" : "",
  );
  return h("div", { class: "builder-field" }, label, control, h("p", { id: `${id}-help`, class: "builder-help" }, field.description));
}

function fieldset(legend: string, rows: HTMLElement[]): HTMLElement[] {
  return rows.length ? [h("fieldset", {}, h("legend", {}, legend), ...rows)] : [];
}

interface Options {
  /** The element picked first (e.g. from the page's ?element=); default the product page. */
  tag?: string | null;
  /** Quiet time after typing before the tag and the preview follow. */
  debounceMs?: number;
  /** Another element was picked. */
  onPick?: (tag: string) => void;
}

/** Builds the builder into root; resolves once the first element's form and preview are there. */
export async function mountBuilder(root: HTMLElement, { tag: wanted, debounceMs = 300, onPick }: Options = {}): Promise<void> {
  let tag = wanted && builderTags.includes(wanted) ? wanted : FIRST;
  let fields: BuilderField[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const picker = h(
    "select",
    { id: "builder-element", "aria-describedby": "builder-summary" },
    ...builderTags.map((t) => h("option", { value: t }, `<${t}>`)),
  );
  picker.value = tag;
  const summary = h("p", { id: "builder-summary", class: "builder-help" });
  const fieldsHost = h("div", { class: "builder-fields" });
  const form = h(
    "form",
    { class: "builder-form", "aria-labelledby": "builder-form-title" },
    h("h2", { id: "builder-form-title" }, "Data block"),
    h("p", { class: "builder-help" }, "Required fields come first. An empty field is left out of the block."),
    h("div", { class: "builder-field" }, h("label", { for: "builder-element" }, "Element"), picker, summary),
    fieldsHost,
  );
  const output = (id: string, label: string, what: string) => {
    const area = h("textarea", { id, readonly: "", rows: "6", spellcheck: "false", class: "builder-code" });
    const button = h("button", { type: "button" }, `Copy ${what}`);
    button.addEventListener("click", () => void copy(area, what));
    return { area, box: h("div", { class: "builder-output" }, h("label", { for: id }, label), area, button) };
  };
  const attribute = output("builder-attribute", "As a data attribute (single quotes; ' and & escaped)", "the attribute form");
  const script = output("builder-script", "As a child script (no quoting trouble; </ escaped)", "the script form");
  const status = h("p", { role: "status", class: "builder-status" });
  const stage = h("div", { class: "builder-stage" });
  const parts = [
    // Form and paste forms in one column: the preview beside them grows as its element loads and moves neither.
    h(
      "div",
      { class: "builder-edit" },
      form,
      h(
        "section",
        { class: "builder-paste", "aria-labelledby": "builder-paste-title" },
        h("h2", { id: "builder-paste-title" }, "Ready to paste"),
        attribute.box,
        script.box,
        status,
      ),
    ),
    h(
      "section",
      { class: "builder-preview", "aria-labelledby": "builder-preview-title" },
      h("h2", { id: "builder-preview-title" }, "Live preview"),
      h(
        "p",
        { class: "builder-help" },
        "The attribute form as pasted, against the demo's fake API; a broken block shows the element's own message.",
      ),
      stage,
    ),
  ];

  async function copy(area: HTMLTextAreaElement, what: string): Promise<void> {
    status.textContent = "";
    try {
      await navigator.clipboard.writeText(area.value);
      status.textContent = `Copied ${what} to the clipboard.`;
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is selected for the keyboard.
      area.focus();
      area.select();
      status.textContent = `The browser did not allow copying: ${what} is selected, copy it with Ctrl+C (⌘C on a Mac).`;
    }
  }

  function update(): void {
    clearTimeout(timer);
    const values = Object.fromEntries(fields.map(({ name }) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]));
    const json = blockText(fields, values);
    attribute.area.value = attributeForm(tag, json);
    script.area.value = scriptForm(tag, json);
    // What an editor pastes is what the preview parses.
    stage.innerHTML = attribute.area.value;
  }

  async function show(next: string): Promise<void> {
    tag = next;
    const meta = await loadMeta(next);
    if (tag !== next) return; // another element was picked meanwhile
    const start = startingBlock(next);
    fields = builderFields(meta, start);
    summary.textContent = meta.summary;
    const rows = (required: boolean) => fields.filter((f) => f.required === required).map((f) => fieldRow(f, start[f.name]));
    fieldsHost.replaceChildren(...fieldset("Required fields", rows(true)), ...fieldset("Optional fields", rows(false)));
    update();
  }

  picker.addEventListener("change", () => {
    onPick?.(picker.value);
    void show(picker.value);
  });
  form.addEventListener("input", (event) => {
    if (event.target === picker) return;
    clearTimeout(timer);
    timer = setTimeout(update, debounceMs);
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  await show(tag);
  // In the page once the first form is whole: its fields arriving later would push the paste forms down.
  root.replaceChildren(...parts);
}
