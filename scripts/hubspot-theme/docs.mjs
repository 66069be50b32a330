// docs/hubspot-modules.md: what each module's fields mean, generated from the same members as its
// fields.json (`npm run docs:hubspot`; test/node/hubspot-theme.test.mjs fails when stale).
import { allFields } from "./fields.mjs";

const cell = (text) =>
  String(text ?? "")
    .replaceAll("|", "\\|")
    .replaceAll("\n", " ");

const TYPES = {
  text: "text",
  texts: "text, repeated",
  richtext: "rich text",
  url: "URL",
  number: "number",
  boolean: "checkbox",
  choice: "choice",
  choices: "choice, several",
  group: "group",
};

export function modulesDoc(modules) {
  const lines = [
    "# The HubSpot modules' fields",
    "",
    "<!-- Written by `npm run docs:hubspot` from widgets/<folder>/meta.ts and scripts/hubspot-theme/labels.mjs; edit there, not here. -->",
    "",
    "One module per element in `dist/hubspot-theme/modules/<folder>.module/` ([hubspot.md](hubspot.md)). The editor",
    "sees the German label; English and French are listed for translators. Fields the page fills are not editor",
    "fields: they are listed under each module as *from the page*.",
    "",
  ];
  for (const { folder, tag, label, members } of modules) {
    lines.push(`## ${label} (\`<${tag}>\`, \`${folder}.module\`)`, "");
    const fields = allFields(members);
    if (fields.length) {
      lines.push("| field | type | label (de / en / fr) | required | what |", "| --- | --- | --- | --- | --- |");
      for (const f of fields)
        lines.push(
          `| \`${cell(f.path)}\` | ${TYPES[f.kind]}${f.choices ? `: ${f.choices.map((c) => `\`${c}\``).join(", ")}` : ""} | ${cell([f.labels.de, f.labels.en, f.labels.fr].join(" / "))} | ${f.required ? "yes" : ""} | ${cell(f.help)} |`,
        );
    } else lines.push("No editor fields.");
    const page = members.filter((m) => m.kind === "page");
    if (page.length) lines.push("", `From the page: ${page.map((m) => `\`${m.name}\` (${m.why})`).join("; ")}.`);
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
