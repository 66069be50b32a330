// The size check in `npm test`, after the build: what every page loads before interaction (each element
// alone and the demo shop's combinations, bench/page-sizes.mjs), gzip, code + catalogs, against its budget
// and against the committed baseline (bench/size-baseline.json). A page may grow by at most 512 B over its
// baseline; a larger growth on purpose updates the baseline with `npm run sizes:update`, the reason in the
// commit. Bytes are deterministic, so this belongs in the tests; timings stay in `npm run bench`.
import fs from "node:fs";
import { BUDGETS, formatPages, measurePages, MISSED_BUDGETS } from "../bench/page-sizes.mjs";

const BASELINE = "bench/size-baseline.json";
const ALLOWED_GROWTH = 512;
const UPDATE = "npm run sizes:update";

const pages = measurePages();
const sizes = Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.total.gzip]));

if (process.argv.includes("--update")) {
  fs.writeFileSync(BASELINE, `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`${formatPages(pages)}\n\nwrote ${BASELINE}: commit it with the reason the sizes changed`);
  process.exit(0);
}

const baseline = JSON.parse(fs.readFileSync(BASELINE, "utf8"));
const failures = [];
for (const [name, budget] of Object.entries(BUDGETS)) {
  const over = !(name in sizes) || sizes[name] > budget;
  if (over && name in MISSED_BUDGETS)
    console.log(`${name}: ${sizes[name]} B, over its budget of ${budget} B (known: ${MISSED_BUDGETS[name]})`);
  else if (over) failures.push(`${name}: ${sizes[name] ?? "not built"} B is over its budget of ${budget} B (bench/page-sizes.mjs)`);
  else if (name in MISSED_BUDGETS)
    failures.push(`${name}: ${sizes[name]} B meets its budget of ${budget} B; take it out of MISSED_BUDGETS (bench/page-sizes.mjs)`);
}
for (const [name, size] of Object.entries(sizes)) {
  if (!(name in baseline)) failures.push(`${name}: no baseline yet (${size} B); run \`${UPDATE}\` and commit ${BASELINE}`);
  else if (size > baseline[name] + ALLOWED_GROWTH)
    failures.push(
      `${name}: ${size} B, ${size - baseline[name]} B over its baseline of ${baseline[name]} B (at most ${ALLOWED_GROWTH} B); ` +
        `if the growth is meant, run \`${UPDATE}\` and give the reason in the commit`,
    );
}
for (const name of Object.keys(baseline))
  if (!(name in sizes)) failures.push(`${name}: in ${BASELINE} but no longer built; run \`${UPDATE}\``);

const shrunk = Object.entries(sizes).filter(([name, size]) => name in baseline && size < baseline[name] - ALLOWED_GROWTH);
if (shrunk.length)
  console.log(
    `Smaller than the baseline by more than ${ALLOWED_GROWTH} B (\`${UPDATE}\` keeps the gain): ${shrunk.map(([n]) => n).join(", ")}`,
  );
if (failures.length) {
  console.error(`Page sizes (gzip bytes before interaction, code + catalogs):\n${failures.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
const missed = Object.keys(MISSED_BUDGETS).length;
console.log(
  `Page sizes: ${Object.keys(sizes).length} pages within ${ALLOWED_GROWTH} B of ${BASELINE}; budgets met${missed ? ` but for the ${missed} known above` : ""}`,
);
