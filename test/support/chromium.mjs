// Where the tests, the demo-pages check and the bench find Chromium: CHROME_PATH, else a Chromium or
// Chrome on PATH. Without one, `npm test` stops at once with one line saying what to do
// (test/preflight.mjs) instead of a launcher's stack trace.
import fs from "node:fs";
import path from "node:path";

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];

/** Flags every launch uses: Debian's Chromium needs --no-sandbox when run as root. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The browser to launch, or the one line that says why there is none. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    return isExecutable(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : {
          problem: `CHROME_PATH=${env.CHROME_PATH} is not an executable file: set CHROME_PATH to a Chromium or Chrome binary, or install Chromium (Debian/Ubuntu: apt-get install -y chromium) and unset it.`,
        };
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return { path: file };
    }
  }
  return {
    problem:
      "Chromium not found: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  };
}

/** The browser's path; without one, prints the line and ends the process. */
export function chromiumPath() {
  const found = findChromium();
  if (found.path) return found.path;
  console.error(found.problem);
  process.exit(1);
}
