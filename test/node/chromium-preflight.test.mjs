// `npm test` on a machine without Chromium: one line saying what to do, exit code 1 (node --test).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";

const PREFLIGHT = new URL("../chromium-preflight.mjs", import.meta.url).pathname;

function preflight(env) {
  return spawnSync(process.execPath, [PREFLIGHT], { env, encoding: "utf8" });
}

test("without Chromium on PATH and without CHROME_PATH: one line with the install command, exit 1", () => {
  const run = preflight({ PATH: "/nonexistent" });
  assert.equal(run.status, 1);
  assert.equal(run.stdout, "");
  assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
  assert.match(run.stderr, /apt-get install -y chromium/);
  assert.match(run.stderr, /CHROME_PATH/);
});

test("a CHROME_PATH that names no executable: one line naming it, exit 1", () => {
  const run = preflight({ PATH: "/nonexistent", CHROME_PATH: "/nonexistent" });
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
  assert.match(run.stderr, /CHROME_PATH=\/nonexistent/);
  assert.match(run.stderr, /apt-get install -y chromium/);
});

test("a chromium on PATH or in CHROME_PATH passes silently", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-"));
  const browser = path.join(dir, "chromium");
  fs.writeFileSync(browser, "#!/bin/sh\n", { mode: 0o755 });
  try {
    for (const env of [{ PATH: dir }, { PATH: "/nonexistent", CHROME_PATH: browser }]) {
      const run = preflight(env);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stderr, "");
    }
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});
