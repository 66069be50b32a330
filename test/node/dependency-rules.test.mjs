// The house's dependency rules (.dependency-cruiser.cjs) catch what they are for: each rule is run
// over a small tree that breaks it on purpose (test/fixtures/dependency-rules/), and the real code
// is checked by `npm run check`.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = path.join(root, "test/fixtures/dependency-rules");
const config = require(path.join(root, ".dependency-cruiser.cjs"));

async function violations() {
  const cwd = process.cwd();
  process.chdir(fixture); // the rules' paths ("^core/") are relative to where the cruise runs
  try {
    const result = await cruise(["core", "widgets"], { ruleSet: { forbidden: config.forbidden }, validate: true, ...config.options });
    return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(cwd);
  }
}

const found = await violations();
const expect = (rule, from, to) =>
  test(`${rule} catches ${from} → ${to}`, () => assert.ok(found.includes(`${rule}: ${from} → ${to}`), found.join("\n")));

expect("core-never-imports-widgets", "core/uses-widget.ts", "widgets/cart/cart.ts");
expect("no-element-imports-another", "widgets/cart/cart.ts", "widgets/checkout/checkout.ts");
expect("pure-rules-without-api-client", "core/pricing/bad-rule.ts", "core/api/client.ts");
test("pure-rules-without-react catches a rule file importing React", () =>
  assert.ok(
    found.some((v) => v.startsWith("pure-rules-without-react: core/pricing/bad-rule.ts → ")),
    found.join("\n"),
  ));
test("no-circular catches core/payment/provider.ts ↔ card.ts", () =>
  assert.ok(
    found.some((v) => v.startsWith("no-circular: core/payment/")),
    found.join("\n"),
  ));
test("an element's own files are allowed", () =>
  assert.ok(!found.some((v) => v.includes("widgets/checkout/checkout.ts →")), found.join("\n")));
