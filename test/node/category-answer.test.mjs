// The category answer's budget (issue 23, docs/decisions/category-answer.md): the fake's answer for
// the 2,000 articles of category 21 (demo/mocks/list-records.ts), gzip as a server sends it, at most a
// third of the 175,975 B the answer of one object per article took.
import assert from "node:assert/strict";
import { test } from "node:test";
import zlib from "node:zlib";
import { importTs } from "../../scripts/import-ts.mjs";

const BUDGET = 58 * 1024;

test("the answer for 2,000 articles is at most 58 KB gzip (a third of one object per article)", async () => {
  const { categoryAnswer } = await importTs("demo/mocks/list-records.ts");
  for (const country of ["de", "gb"]) {
    const answer = categoryAnswer(21, "de", country);
    assert.equal(answer.count, 2000);
    const json = JSON.stringify(answer);
    const gzip = zlib.gzipSync(json).length;
    console.log(`category 21, de, ${country}: ${json.length} B JSON, ${gzip} B gzip`);
    if (country === "de") assert.ok(gzip <= BUDGET, `${gzip} B gzip > ${BUDGET} B`);
  }
});
