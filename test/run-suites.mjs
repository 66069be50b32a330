// `npm test` after the build: every suite (test/support/suites.mjs), one after another. A failing
// suite does not stop the others, so one CI run tells every failure; the run ends with one line per
// suite, its time and its result, and what the failed ones said of their failures: a CI log shows
// only its end.
import { spawn } from "node:child_process";
import { SUITES } from "./support/suites.mjs";

/** Runs one suite, its output shown as it comes and kept for the end. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** What a failed suite said of its failures: its ✗, "failed:" and "page log:" lines, else its last lines. */
function failuresOf(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a progress bar's terminal escapes
  const lines = output.split("\n").filter((line) => line.trim() && !/\u001b/.test(line));
  const marked = lines.filter((line) => /^\s*(✗|✖|not ok|failed:|page log:)/.test(line));
  return (marked.length ? marked : lines.slice(-10)).slice(0, 30);
}

const started = Date.now();
const results = [];
for (const [name, command] of SUITES) {
  const begun = Date.now();
  const { status, output } = await run(command);
  results.push({ name, status, output, seconds: Math.round((Date.now() - begun) / 1000) });
}
console.log(`\nSuites, ${Math.round((Date.now() - started) / 60000)} min in all:`);
for (const { name, status, seconds } of results) console.log(`  ${status === 0 ? "✓" : "✗"} ${name}: ${seconds} s`);
for (const { name, status, output } of results) if (status !== 0) console.log(`\n${name} failed:\n${failuresOf(output).join("\n")}`);
if (results.some(({ status }) => status !== 0)) process.exitCode = 1;
