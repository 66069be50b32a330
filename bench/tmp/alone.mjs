import * as esbuild from "esbuild"; import zlib from "node:zlib"; import fs from "node:fs";
const { sharedOptions } = await import("/work/main/esbuild.config.mjs");
const entries = process.argv.slice(2);
const r = await esbuild.build({ ...sharedOptions, entryPoints: entries, outdir: "/tmp/alone", minify: true, metafile: true, write: true, sourcemap:false });
for (const [f,o] of Object.entries(r.metafile.outputs)) { if(!f.endsWith(".js")) continue; const g=zlib.gzipSync(fs.readFileSync(f)).length; console.log(f, o.bytes, g, o.entryPoint||""); }
