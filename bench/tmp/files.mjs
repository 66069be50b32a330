import fs from "node:fs";
const meta = JSON.parse(fs.readFileSync(process.argv[2],"utf8"));
const entry = process.argv[3]; const filt = process.argv[4]||"";
const seen = new Set(); const q=[entry];
while(q.length){const f=q.pop(); if(seen.has(f))continue; seen.add(f); for(const i of meta.outputs[f].imports) if(i.kind==="import-statement") q.push(i.path);}
const rows=[];
for(const f of seen) for(const [src,{bytesInOutput}] of Object.entries(meta.outputs[f].inputs)) if(src.includes(filt)) rows.push([bytesInOutput,src,f]);
rows.sort((a,b)=>b[0]-a[0]); for(const r of rows) console.log(String(r[0]).padStart(6), r[1], r[2].slice(-14));
