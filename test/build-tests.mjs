// Bundles every test/**/*.test.ts(x) with the product's own esbuild options (Lingui macros, the
// preact/compat alias, CSS as text) into .test-dist/, which web-test-runner runs in Chromium.
import * as esbuild from "esbuild";
import fs from "node:fs/promises";
import path from "node:path";
import { sharedOptions } from "../esbuild.config.mjs";

async function findTests(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? findTests(path.join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    ),
  );
  return nested.flat();
}

// TEST_DIST and TEST_FILTER (substrings of the test path, comma-separated) let several people or
// helpers run parts of the suite side by side without sharing one output folder.
const outdir = process.env.TEST_DIST || ".test-dist";
const filters = (process.env.TEST_FILTER || "").split(",");
await fs.rm(outdir, { recursive: true, force: true });
const tests = (await findTests("test")).filter((file) => filters.some((part) => file.includes(part)));
await esbuild.build({
  ...sharedOptions,
  entryPoints: tests,
  outbase: "test",
  outdir,
  // A missing translation throws in tests (core/element/missing-translation.ts).
  define: { ...sharedOptions.define, __SHOP_TEST__: "true" },
  // Every file reports a test that passed only on its retry (web-test-runner.config.mjs).
  inject: [...(sharedOptions.inject ?? []), "test/support/retried-tests.ts"],
  // The web-test-runner commands module talks to the runner over this socket.
  external: ["/__web-dev-server__web-socket.js"],
});
// A second copy of the built bundle, at another URL, for the "loaded twice" tests.
await fs.cp("dist", `${outdir}/second-copy`, { recursive: true }).catch((error) => {
  if (!process.env.TEST_FILTER) throw error;
});
console.log(`built ${tests.length} test files`);
