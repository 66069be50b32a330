// `npm test` on a machine without a browser engine: one line saying what to do, exit code 1 (node --test).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";

const PREFLIGHT = new URL("../preflight.mjs", import.meta.url).pathname;

/** Stand-ins for the other engines' programs, so each test names only what it leaves out. */
const engines = fs.mkdtempSync(path.join(os.tmpdir(), "engines-"));
for (const name of ["firefox-esr", "MiniBrowser", "WebKitWebDriver", "Xvfb"])
  fs.writeFileSync(path.join(engines, name), "#!/bin/sh\n", { mode: 0o755 });
after(() => fs.rmSync(engines, { recursive: true }));
const OTHER_ENGINES = {
  FIREFOX_PATH: path.join(engines, "firefox-esr"),
  MINIBROWSER_PATH: path.join(engines, "MiniBrowser"),
  WEBKIT_DRIVER_PATH: path.join(engines, "WebKitWebDriver"),
};

function preflight(env) {
  return spawnSync(process.execPath, [PREFLIGHT], { env: { ...OTHER_ENGINES, ...env, PATH: `${env.PATH}:${engines}` }, encoding: "utf8" });
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

test("without Firefox ESR, WebKitGTK's driver or Xvfb: one line naming the packages, exit 1", () => {
  const run = spawnSync(process.execPath, [PREFLIGHT], {
    env: { PATH: "/nonexistent", CHROME_PATH: OTHER_ENGINES.FIREFOX_PATH, FIREFOX_PATH: "/nonexistent", MINIBROWSER_PATH: "/nonexistent" },
    encoding: "utf8",
  });
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trimEnd().split("\n").length, 1, run.stderr);
  assert.match(run.stderr, /apt-get install -y firefox-esr webkit2gtk-driver xvfb/);
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
