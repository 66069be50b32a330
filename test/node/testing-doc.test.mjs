// docs/testing.md's "What `npm test` runs, in order" names the commands of package.json's `test`
// script and then the suites its last command runs (test/support/suites.mjs), one numbered item
// each, in the same order.
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { SUITES } from "../support/suites.mjs";

const HEADING = "## What `npm test` runs, in order";

/** The command each numbered item of the section starts with (`1. \`node …\`: …`). */
export function listedSteps(page) {
  const start = page.indexOf(HEADING);
  assert.ok(start >= 0, `docs/testing.md has no "${HEADING}"`);
  const section = page.slice(start + HEADING.length).split(/\n## /)[0];
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]);
}

test("docs/testing.md lists the steps of `npm test` exactly, in order", () => {
  const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8"));
  const steps = scripts.test.split(" && ").map((step) => step.trim());
  assert.equal(steps.at(-1), "node test/run-suites.mjs");
  steps.push(...SUITES.map(([, command]) => command));
  assert.deepEqual(listedSteps(fs.readFileSync("docs/testing.md", "utf8")), steps);
});

test("a step missing from the list is found", () => {
  const page = `${HEADING}\n\n1. \`npm run build\`: the build.\n2. \`npm run check\`: the checks.\n\n## Next\n3. \`x\`\n`;
  assert.deepEqual(listedSteps(page), ["npm run build", "npm run check"]);
});
