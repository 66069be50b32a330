import * as esbuild from "esbuild"; import zlib from "node:zlib"; import fs from "node:fs";
const { sharedOptions } = await import("/work/main/esbuild.config.mjs");
const entries = process.argv.slice(2);
fs.rmSync("/tmp/alone",{recursive:true,force:true});
const r = await esbuild.build({ ...sharedOptions, entryPoints: entries, outdir: "/tmp/alone", minify: true, metafile: true, write: true, sourcemap:false });
const meta=r.metafile;
for (const e of Object.keys(meta.outputs).filter(f=>meta.outputs[f].entryPoint && entries.includes(meta.outputs[f].entryPoint))) {
const seen = new Set(); const q=[e];
while(q.length){const f=q.pop(); if(seen.has(f))continue; seen.add(f); for(const i of meta.outputs[f].imports) if(i.kind==="import-statement") q.push(i.path);}
const groups={};
for(const f of seen){ for(const [src,{bytesInOutput}] of Object.entries(meta.outputs[f].inputs)){ let g=src.startsWith("node_modules/")? src.split("/").slice(0, src.split("/")[1].startsWith("@")?3:2).join("/") : src.split("/").slice(0,2).join("/"); groups[g]=(groups[g]||0)+bytesInOutput; } }
let total=0; for(const f of seen){ total+=zlib.gzipSync(fs.readFileSync(f)).length; }
console.log(e,"files",seen.size,"gzip",total);
if(process.env.V) for(const [g,b] of Object.entries(groups).sort((a,b)=>b[1]-a[1])) console.log(String(b).padStart(7),g);
}
