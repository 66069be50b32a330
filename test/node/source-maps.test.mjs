// Source maps stay out of the bytes a shopper loads: dist's scripts name no map (esbuild.config.mjs,
// sourcemap "external"), and the demo server names each script's map in a `SourceMap` header, which
// the browsers' developer tools follow like the comment (docs/performance.md#source-maps). Needs dist/
// (npm test builds before the node tests).
import assert from "node:assert/strict";
import fs from "node:fs";
import { test } from "node:test";
import { startServer } from "../../demo/serve.mjs";

const scripts = fs.readdirSync("dist").filter((file) => file.endsWith(".js"));

test("the built scripts carry no sourceMappingURL comment, and each has its map beside it", () => {
  assert.ok(scripts.length > 20, `dist has ${scripts.length} scripts`);
  const named = scripts.filter((file) => fs.readFileSync(`dist/${file}`, "utf8").includes("sourceMappingURL"));
  assert.deepEqual(named, []);
  assert.deepEqual(
    scripts.filter((file) => !fs.existsSync(`dist/${file}.map`)),
    [],
  );
});

test("the demo server names a script's map in a SourceMap header", async () => {
  const { server, url } = await startServer({ port: 0 });
  try {
    const answer = await fetch(new URL(`/dist/${scripts[0]}`, url));
    await answer.arrayBuffer();
    assert.equal(answer.headers.get("SourceMap"), `${scripts[0]}.map`);
    const map = await fetch(new URL(`/dist/${scripts[0]}.map`, url));
    assert.equal(map.status, 200);
    assert.equal((await map.json()).version, 3);
  } finally {
    server.close();
  }
});
