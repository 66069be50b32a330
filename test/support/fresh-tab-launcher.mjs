// web-test-runner's puppeteer launcher, but every test file gets a fresh tab: the stock launcher keeps
// a finished file's tab for the next file, so a state one file leaves in its tab (Firefox: keyboard
// focus tabbed out into the browser's own toolbar, which no script can take back) breaks every
// later file. The finished tab is closed instead.
import { ChromeLauncher } from "@web/test-runner-chrome";

class FreshTabLauncher extends ChromeLauncher {
  async stopSession(sessionId) {
    const page = this.activePages.get(sessionId);
    const result = await super.stopSession(sessionId);
    this.inactivePages = this.inactivePages.filter((inactive) => inactive !== page);
    await page.puppeteerPage.close().catch(() => {});
    return result;
  }
}

/**
 * A launcher of `name` (as the progress bar shows it) with puppeteer's launch options and an optional
 * createPage({ context }) that prepares each new tab.
 */
export function freshTabLauncher({ name, launchOptions, createPage = ({ context }) => context.newPage() }) {
  const launcher = new FreshTabLauncher(launchOptions, ({ browser }) => browser.defaultBrowserContext(), createPage, undefined, undefined);
  launcher.name = name;
  return launcher;
}
