// A warm function keeps the shop's settings and category tree for a minute (hubspot/functions/shop/warm-cache.ts).
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";

test("a warm function reads a kept value once a minute, a failure not at all, and nothing with SHOP_WARM_CACHE_MS=0", async () => {
  const { remembered } = await importTs("hubspot/functions/shop/warm-cache.ts");
  const saved = process.env.SHOP_WARM_CACHE_MS;
  try {
    delete process.env.SHOP_WARM_CACHE_MS;
    let reads = 0;
    const load = async () => ++reads;
    assert.equal(await remembered("tree", load), 1);
    assert.equal(await remembered("tree", load), 1, "kept");
    await assert.rejects(remembered("broken", () => Promise.reject(new Error("HubSpot down"))));
    assert.equal(await remembered("broken", async () => "read again"), "read again", "a failure is not kept");
    process.env.SHOP_WARM_CACHE_MS = "0";
    assert.equal(await remembered("fresh", load), 2);
    assert.equal(await remembered("fresh", load), 3, "nothing kept");
  } finally {
    if (saved === undefined) delete process.env.SHOP_WARM_CACHE_MS;
    else process.env.SHOP_WARM_CACHE_MS = saved;
  }
});
