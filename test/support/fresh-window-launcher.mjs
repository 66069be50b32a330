// WebKit through WebDriver (@web/test-runner-webdriver), each test file in a fresh window of 800 × 600,
// as Chromium and Firefox run each in a fresh tab of that size (fresh-tab-launcher.mjs). The library's
// launcher runs every file in one window: its sessionStorage, size and focus would pass from file to file.
import { webdriverLauncher } from "@web/test-runner-webdriver";
import { webdriverViewport } from "./engine-commands.mjs";

export function freshWindowLauncher(options) {
  const launcher = webdriverLauncher(options);
  const startSession = launcher.startSession.bind(launcher);
  launcher.startSession = async (id, url) => {
    await launcher.ensureManagerInitialized();
    const { driver } = launcher;
    const fresh = await driver.createWindow("tab");
    await driver.closeWindow();
    await driver.switchToWindow(fresh.handle);
    await webdriverViewport(driver, { width: 800, height: 600 });
    return startSession(id, url);
  };
  return launcher;
}
