// The three browser engines the suite runs in (issue 22): Chromium, Firefox ESR and WebKitGTK (Safari's
// engine). `WTR_ENGINE` picks one for web-test-runner (web-test-runner.config.mjs); test/browsers.mjs
// runs the suite in each, one after another. Firefox goes through the same puppeteer launcher as
// Chromium (WebDriver BiDi); WebKit through WebDriver against WebKitGTK's MiniBrowser, under Xvfb.
import fs from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium.mjs";

export const ENGINES = ["chromium", "firefox", "webkit"];

/** Debian's paths; FIREFOX_PATH and MINIBROWSER_PATH override them. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/lib/firefox-esr/firefox-esr";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ||
  ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"]
    .map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => fs.existsSync(file)) ||
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";

/** Firefox's preferences for tests: every tab gets focus and blur events as if it were in front. */
export const FIREFOX_PREFS = { "focusmanager.testmode": true };

/** What an engine needs on this machine, or null when it is there. */
export function missingFor(engine) {
  if (engine === "chromium") return findChromium().path ? null : "chromium";
  if (engine === "firefox") return fs.existsSync(FIREFOX_PATH) ? null : "firefox-esr";
  const onPath = (name) => (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));
  const missing = [];
  if (!fs.existsSync(MINIBROWSER_PATH) || !fs.existsSync(WEBKIT_DRIVER_PATH)) missing.push("webkit2gtk-driver");
  if (!onPath("Xvfb")) missing.push("xvfb");
  return missing.length ? missing.join(" ") : null;
}

/**
 * WebKitGTK's WebDriver on a free port, driving MiniBrowser on an Xvfb display of its own (MiniBrowser
 * has no headless mode). Both are stopped when the process ends, or by the options' `stop()`. Resolves
 * to webdriverio's options.
 */
export async function startWebKitDriver() {
  const { spawn } = await import("node:child_process");
  const net = await import("node:net");
  const freePort = () =>
    new Promise((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  // Xvfb picks a free display itself and writes its number to fd 3 once it accepts connections: no
  // clash with another job's screen, and the browser never starts before its screen is there.
  // Without a window manager X gives the keyboard to the window under the pointer, which rests at the
  // screen's centre; windows open at the top left. On a screen of 880 × 1100 that centre (440, 550) lies
  // in every window the tests size (at least 447 × 600 px): the page keeps focus, and focus and blur
  // events fire, at every size. Windows may still be wider or taller than the screen.
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "880x1100x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const children = [xvfb];
  const display = await new Promise((resolve, reject) => {
    let written = "";
    xvfb.stdio[3].on("data", (chunk) => {
      written += chunk;
      if (written.includes("\n")) resolve(`:${written.trim()}`);
    });
    xvfb.on("exit", (code) => reject(new Error(`Xvfb ended (${code}) before its display was ready`)));
  });
  xvfb.stdio[3].destroy();
  const port = await freePort();
  children.push(
    spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, "--host=127.0.0.1"], { stdio: "ignore", env: { ...process.env, DISPLAY: display } }),
  );
  const stop = () => {
    for (const child of children) child.kill();
  };
  // They must not keep a script alive that has finished (the demo walk, the cross-origin check).
  for (const child of children) child.unref();
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (stop(), process.exit(1)));
  // The driver listens within a second; webdriverio retries its first request meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // `stop` is not enumerable: the options are spread into webdriverio's, which knows no such option.
  return Object.defineProperty(driverOptions(port), "stop", { value: stop });
}

/** webdriverio's options for the driver on `port`. */
const driverOptions = (port) => ({
  hostname: "127.0.0.1",
  port,
  path: "/",
  connectionRetryCount: 10,
  capabilities: {
    browserName: "MiniBrowser",
    // The driver refuses BiDi sessions; webdriverio 9 asks for one unless told not to.
    "wdio:enforceWebDriverClassic": true,
    "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
  },
});
