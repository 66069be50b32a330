// Imports a TypeScript module of the repository in Node (20 runs no TypeScript): esbuild bundles it
// with its imports into one module, loaded from memory. For build scripts and node tests.
import esbuild from "esbuild";
import { fileURLToPath } from "node:url";

/** The module at `path` (relative to the repository's root). */
export async function importTs(path) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(`../${path}`, import.meta.url))],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`);
}
