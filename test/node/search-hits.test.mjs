// Every hit the demo's fake site search can return leads to a page of the demo shop: each URL of its
// index (demo/mocks/search-index.ts), in each language, is served with 200 by the demo server, so a
// hit added without a page fails here (node --test, no browser).
import assert from "node:assert/strict";
import { test } from "node:test";
import { startServer } from "../../demo/serve.mjs";
import { importTs } from "../../scripts/import-ts.mjs";

test("every URL the fake site search can return is a page the demo server serves (200)", async () => {
  const { allHitUrls } = await importTs("demo/mocks/search-index.ts");
  const urls = new Set(allHitUrls());
  assert.ok(urls.size > 40, `the index has ${urls.size} URLs`);
  const { server, url } = await startServer({ port: 0 });
  try {
    const failed = [];
    for (const path of urls) {
      const answer = await fetch(new URL(path, url), { redirect: "manual" });
      await answer.arrayBuffer();
      if (answer.status !== 200) failed.push(`${path}: ${answer.status}`);
    }
    assert.deepEqual(failed, []);
  } finally {
    server.close();
  }
});
