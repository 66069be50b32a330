// WebKit through WebDriver (@web/test-runner-webdriver), each test file in a fresh window of 800 × 600,
// as Chromium and Firefox run each in a fresh tab of that size (fresh-tab-launcher.mjs). The library's
// launcher runs every file in one window: its sessionStorage, size and focus would pass from file to file.
//
// The page is opened here, not by the library's queued start: that one neither waits for the load nor
// catches its failure. Now and then MiniBrowser never finishes loading a test page; the driver's answer
// then came after webdriverio's 120 s, as an unhandled rejection that ended the runner mid-run and silently
// (its last lines redrawn by the progress bar). A load gets PAGE_LOAD_MS, then one more try in a fresh
// window; a second failure fails that file alone.
import { webdriverLauncher } from "@web/test-runner-webdriver";
import { webdriverViewport } from "./engine-commands.mjs";

export const PAGE_LOAD_MS = 15000;

/** How long any WebDriver command may take: a driver that stopped answering is given up after this, not after webdriverio's default 120 s. */
export const COMMAND_MS = 30000;

export function freshWindowLauncher(options) {
  const launcher = webdriverLauncher({ ...options, connectionRetryTimeout: COMMAND_MS });
  launcher.startSession = async (id, url) => {
    await launcher.ensureManagerInitialized();
    const { driver, driverManager } = launcher;
    await driver.setTimeout({ pageLoad: PAGE_LOAD_MS });
    for (let attempt = 1; ; attempt++) {
      const fresh = await driver.createWindow("tab");
      await driver.closeWindow();
      await driver.switchToWindow(fresh.handle);
      await webdriverViewport(driver, { width: 800, height: 600 });
      try {
        return await driverManager.startSession(id, url);
      } catch (error) {
        if (attempt === 2) throw error;
        console.warn(`WebKit did not load ${url} (${error.message.split("\n")[0]}): once more in a fresh window`);
      }
    }
  };
  return launcher;
}
