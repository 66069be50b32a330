// The browser suite in each engine, one after another (issue 22): Chromium, Firefox ESR, WebKitGTK.
// The tests are bundled once (test/build-tests.mjs, before this); web-test-runner then runs them with
// WTR_ENGINE set (web-test-runner.config.mjs). Each engine's time and totals end the output; any
// engine's failure fails the run.
import { spawn } from "node:child_process";
import { ENGINES, missingFor } from "./support/engines.mjs";

// WTR_ENGINES picks several, WTR_ENGINE one (as web-test-runner.config.mjs reads it); neither: all three.
const chosen = process.env.WTR_ENGINES || process.env.WTR_ENGINE;
const engines = chosen ? chosen.split(",") : ENGINES;
const results = [];

/** Runs web-test-runner in one engine, its output shown as it comes and kept for the totals. */
function runIn(engine) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["web-test-runner"], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, WTR_ENGINE: engine } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("close", (status, signal) => resolve({ status, signal, output }));
  });
}
for (const engine of engines) {
  const missing = missingFor(engine);
  if (missing) {
    results.push(`${engine}: not installed (Debian: apt-get install -y ${missing})`);
    process.exitCode = 1;
    continue;
  }
  const start = Date.now();
  const { status, signal, output } = await runIn(engine);
  // A runner that ends without its totals says how it ended (WebKit's has, twice, mid-run and silently).
  const totals =
    output.match(/\n(\d+ passed, \d+ failed, \d+ skipped)\n/)?.[1] ??
    `no totals (the runner ended with ${signal ? `signal ${signal}` : `exit code ${status}`} after ${(output.match(/\d+\/\d+ test files/g) ?? ["no file"]).at(-1)})`;
  results.push(`${engine}: ${totals} in ${Math.round((Date.now() - start) / 1000)} s`);
  const said = new Set(output.match(/^( {2}(failed|passed on its retry): | {4}page log: |tests' own time ).*$/gm));
  results.push(...[...said].map((line) => `  ${line.replace(/^ {2}/, "")}`));
  if (status !== 0) process.exitCode = 1;
}
console.log(`\nBrowser suite by engine:\n${results.map((line) => `  ${line}`).join("\n")}`);
