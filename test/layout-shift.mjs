// Every demo shop route, and the block builder (TOOL_PAGES), holds still while it loads (issue 20): on a fresh load with an article in the
// cart, no input, the layout shift stays at most 0.02 at 1280 and at 390 px (test/support/layout-shift.mjs).
// Runs in `npm test`; `node test/layout-shift.mjs <text>` measures only the routes containing the text,
// `--verbose` prints every shift's sources.
import { startServer } from "../demo/serve.mjs";
import { launchBrowser } from "./support/browser.mjs";
import { measureShopRoutes, SHIFT_VIEWPORTS, shopRoutes, TOOL_PAGES } from "./support/layout-shift.mjs";

export const MAX_SHIFT = 0.02;

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const only = args.find((arg) => !arg.startsWith("--"));
const routes = [...shopRoutes(), ...TOOL_PAGES].filter((path) => !only || path.includes(only));

const { server, url } = await startServer({ port: 0 });
const browser = await launchBrowser();
let failed = 0;
try {
  const results = await measureShopRoutes(browser, url, routes);
  for (const path of routes) {
    const cells = SHIFT_VIEWPORTS.map(({ label }) => ({ label, ...results.get(`${path} ${label}`) }));
    const bad = cells.filter((cell) => cell.error || cell.value > MAX_SHIFT);
    failed += bad.length;
    const figures = cells.map((cell) => `${cell.label} px ${cell.error ? "error" : cell.value.toFixed(3)}`).join(", ");
    console.log(`  ${bad.length ? "✗" : "✓"} ${path}: ${figures}`);
    for (const cell of verbose ? cells : bad) {
      if (cell.error) console.log(`    ${cell.label} px: ${cell.error.message}`);
      for (const shift of cell.shifts ?? [])
        console.log(`    ${cell.label} px at ${shift.at} ms: ${shift.value.toFixed(4)} ${shift.sources.join("; ")}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `layout shift: ${routes.length * SHIFT_VIEWPORTS.length - failed} of ${routes.length * SHIFT_VIEWPORTS.length} loads at most ${MAX_SHIFT}`,
);
process.exitCode = failed ? 1 : 0;
