// dist/shop-widgets.d.ts (scripts/public-types.mjs) serves a page's TypeScript on its own: a consumer
// in a folder without node_modules compiles against it under strict settings, and misuse of the
// event map and the read-only company store is refused.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { buildPublicTypes } from "../../scripts/public-types.mjs";

const consumer = `
import { $cartCount, $company, $companies, $showVAT, emit, formatMoney, listen, selectCompany, setCompanies, version } from "./shop-widgets.js";
import type { CompanyChoice, DeliveryData, ShopEventMap, ShopEventName } from "./shop-widgets.js";

const names: ShopEventName[] = ["company-set", "ordersAmountEvent", "shop-open-company-switcher"];
const stop: () => void = listen("company-set", (detail: ShopEventMap["company-set"]) => {
  const choice: CompanyChoice | null = detail.company;
  console.log(choice?.company.name, choice?.contactPersonLastname);
});
emit("ordersAmountEvent", { amount: 1 });
emit("shop-open-company-switcher", null);
const chosen: boolean = selectCompany("c-100");
setCompanies($companies.get());
const count: number = $cartCount.get();
const unsubscribe: () => void = $showVAT.subscribe((gross: boolean) => console.log(gross));
const price: string = formatMoney(1234, "de");
const delivery: DeliveryData | undefined = undefined;
console.log(names, stop, chosen, count, unsubscribe, price, delivery, version.length, $company.get()?.company.id);

// @ts-expect-error the amount is a number
emit("ordersAmountEvent", { amount: "1" });
// @ts-expect-error no such event
listen("company-changed", () => undefined);
// @ts-expect-error $company is read-only: selectCompany() sets it
$company.set(null);
`;

test("a strict consumer compiles against dist/shop-widgets.d.ts alone", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-widgets-types-"));
  try {
    await fs.writeFile(path.join(dir, "shop-widgets.d.ts"), buildPublicTypes());
    await fs.writeFile(path.join(dir, "consumer.ts"), consumer);
    const program = ts.createProgram([path.join(dir, "consumer.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
      noUnusedLocals: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => `${d.file ? path.basename(d.file.fileName) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    assert.deepEqual(problems, []);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
