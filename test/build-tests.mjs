// Bundles every test/**/*.test.ts(x) with the product's own esbuild options (Lingui macros, the
// preact/compat alias, CSS as text) into .test-dist/, which web-test-runner runs in Chromium.
import * as esbuild from "esbuild";
import fs from "node:fs/promises";
import path from "node:path";
import { sharedOptions } from "../esbuild.config.mjs";

async function findTests(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? findTests(path.join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [])),
  );
  return nested.flat();
}

await fs.rm(".test-dist", { recursive: true, force: true });
const tests = await findTests("test");
await esbuild.build({
  ...sharedOptions,
  entryPoints: tests,
  outbase: "test",
  outdir: ".test-dist",
  // The web-test-runner commands module talks to the runner over this socket.
  external: ["/__web-dev-server__web-socket.js"],
});
// A second copy of the built bundle, at another URL, for the "loaded twice" tests.
await fs.cp("dist", ".test-dist/second-copy", { recursive: true });
console.log(`built ${tests.length} test files`);
