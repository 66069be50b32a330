// Fails when a catalog in locales/ is not what `lingui extract --clean` would write: a text was added,
// changed or removed without `npm run i18n`. It extracts into a temporary folder, so npm test never
// rewrites tracked files.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import config from "../lingui.config.js";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "catalogs-"));
const toTemp = (catalogPath) => catalogPath.replace("<rootDir>/locales", path.join(temp, "locales"));
const tempConfig = path.join(temp, "lingui.config.mjs");
const catalogs = config.catalogs.map((c) => ({ ...c, path: toTemp(c.path) }));
fs.writeFileSync(tempConfig, `export default ${JSON.stringify({ ...config, rootDir: root, catalogs })};\n`);

// Start from the committed catalogs, as `npm run i18n` does, so only real changes differ.
fs.cpSync(path.join(root, "locales"), path.join(temp, "locales"), { recursive: true, filter: (f) => !f.endsWith(".ts") });

try {
  execFileSync(path.join(root, "node_modules/.bin/lingui"), ["extract", "--clean", "--config", tempConfig], { cwd: root, stdio: "pipe" });
  const stale = [];
  const fresh = path.join(temp, "locales");
  const files = new Set([...poFiles(fresh), ...poFiles(path.join(root, "locales"))]);
  for (const file of [...files].sort()) {
    const expected = read(path.join(fresh, file));
    if (expected !== read(path.join(root, "locales", file))) stale.push(`locales/${file}`);
  }
  if (stale.length > 0) {
    console.error(`Catalogs are not current: ${stale.join(", ")}.\nUpdate them with: npm run i18n (and translate what is new).`);
    process.exitCode = 1;
  } else console.log(`catalogs current: ${files.size} files`);
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}

function poFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".po"));
}

/** A catalog without its creation date, which every extract rewrites. */
function read(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(/^"POT-Creation-Date: .*\n/m, "") : null;
}
