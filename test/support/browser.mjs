// Shared by the Chromium scripts that open demo pages (test/demo-pages.mjs, test/phone-layouts.mjs):
// the browser's launch options and the phone-layout check.
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.mjs";
import { FIREFOX_PATH } from "./engines.mjs";
import { lookProblemsInPage, PHONE_HEADER_MAX } from "./looks.mjs";

/** Chromium, or Firefox ESR through the same puppeteer API (WebDriver BiDi; test/support/engines.mjs). */
export function launchBrowser(engine = "chromium") {
  if (engine === "firefox") return puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true });
  return puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

/** The narrowest phone we support and a common one (docs/decisions/phone-layouts.md). */
export const PHONE_WIDTHS = [320, 390];

/** A phone for puppeteer's setViewport: touch, the page's meta viewport honoured, 2× pixels. */
export const phoneViewport = (width) => ({ width, height: 800, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/**
 * The page's layout problems at each phone width, as "width px: problem" lines. The phone (its meta
 * viewport honoured, touch, 2× pixels) is emulated through the DevTools protocol, which unlike
 * puppeteer's setViewport does not reload the page, so a page reached by clicking keeps its state;
 * the page's own viewport is restored afterwards.
 */
export async function phoneLayoutProblems(page) {
  const session = await page.createCDPSession();
  const problems = [];
  try {
    await session.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    for (const width of PHONE_WIDTHS) {
      const { height, deviceScaleFactor, isMobile: mobile } = phoneViewport(width);
      await session.send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor, mobile });
      await settled(page);
      const found = [
        ...(await page.evaluate(layoutProblemsInPage, width)),
        ...(await tableProblems(page)),
        ...(await page.evaluate(lookProblemsInPage, width, PHONE_HEADER_MAX)),
      ];
      problems.push(...found.map((problem) => `${width} px: ${problem}`));
    }
  } finally {
    await session.send("Emulation.setTouchEmulationEnabled", { enabled: false });
    await session.send("Emulation.clearDeviceMetricsOverride");
    if (page.viewport()) await page.setViewport(page.viewport());
    await session.detach();
  }
  return problems;
}

/**
 * Waits until the page is at rest after a resize: two frames (container queries, late images), then
 * until what the resize set moving has stopped (the product page's buy bar slides in or out when its
 * button leaves or enters the view): a moving fixed bar is measured in one place and hit-tested in
 * another. Endless animations (a loading shimmer) are not waited for.
 */
async function settled(page) {
  for (let round = 0; round < 3; round++) {
    const moving = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const roots = [document];
      for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll("*")) if (el.shadowRoot) roots.push(el.shadowRoot);
      const finite = roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => {}))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]);
      return finite.length;
    });
    if (moving === 0) return;
  }
}

/** The look's problems (test/support/looks.mjs) at a desktop width, as "1280 px: problem" lines. */
export async function desktopLookProblems(page, width = 1280) {
  const previous = page.viewport();
  await page.setViewport({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const problems = await page.evaluate(lookProblemsInPage, width, PHONE_HEADER_MAX);
  if (previous) await page.setViewport(previous);
  return problems.map((problem) => `${width} px: ${problem}`);
}

/**
 * Tables as a screen reader gets them, however CSS lays them out (order lines stack on a phone): a
 * header row of column headers, then rows with one cell per column, and no cell repeating its column's
 * name (the stacked layout's visible labels are hidden from the accessibility tree).
 */
async function tableProblems(page) {
  const problems = [];
  const tables = [];
  const find = (node) => (node.role === "table" ? tables.push(node) : node.children?.forEach(find));
  find(await page.accessibility.snapshot({ interestingOnly: false }));
  for (const table of tables) {
    const rows = [];
    const collect = (node) => (node.role === "row" ? rows.push(node) : node.children?.forEach(collect));
    collect(table);
    const headers = rows[0]?.children?.filter((cell) => cell.role === "columnheader").map((cell) => cell.name) ?? [];
    if (headers.length < 2) continue;
    for (const row of rows.slice(1)) {
      const cells = row.children?.filter((cell) => ["cell", "gridcell", "rowheader"].includes(cell.role)) ?? [];
      const repeated = cells.find((cell, i) => i > 0 && cell.name.startsWith(headers[i]));
      if (cells.length !== headers.length)
        problems.push(`table "${headers.join(" | ")}": a row has ${cells.length} cells for ${headers.length} columns`);
      else if (repeated)
        problems.push(`table "${headers.join(" | ")}": the cell "${repeated.name}" repeats its column's name to screen readers`);
    }
  }
  return problems;
}

/**
 * Runs in the page (its source is sent to Chromium, so it must not use anything from this module).
 * (a) no sideways scrolling, (b) no visible text on or under a form control, (c) no control ending
 * outside the viewport, (d) controls inside shop elements at least 44 px tall (icon-like buttons also
 * 44 px wide; radios and checkboxes count with their labels); inline text links and read-only fields
 * are exempt.
 */
function layoutProblemsInPage(width) {
  const MIN_TARGET = 44;
  const SLACK = 0.5;
  const roots = [];
  const collectRoots = (root) => {
    roots.push(root);
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) collectRoots(el.shadowRoot);
  };
  collectRoots(document);
  const all = (selector) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
  const parentOf = (node) => (node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentElement);
  const hostOf = (node) => (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null);
  const containsComposed = (ancestor, node) => {
    for (let n = node; n; n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode) if (n === ancestor) return true;
    return false;
  };
  const describe = (el) => {
    const host = hostOf(el);
    const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || el.id || "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    const classes = [...el.classList].map((c) => `.${c}`).join("");
    return `${host ? `<${host.localName}> ` : ""}${el.localName}${el.id ? `#${el.id}` : ""}${classes}${name ? ` "${name}"` : ""}`;
  };
  const intersect = (a, b) => {
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top);
    const bottom = Math.min(a.bottom, b.bottom);
    return right - left > 1 && bottom - top > 1 ? { left, right, top, bottom } : null;
  };
  /** What of a rect shows through its clipping ancestors (visually hidden text, scroll boxes), or null. */
  const visibleRect = (node, rect) => {
    let visible = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    for (let el = node.nodeType === Node.ELEMENT_NODE ? parentOf(node) : parentOf(node); el && visible; el = parentOf(el)) {
      const style = getComputedStyle(el);
      if (style.overflowX !== "visible" || style.overflowY !== "visible" || style.clipPath !== "none")
        visible = intersect(visible, el.getBoundingClientRect());
    }
    return visible;
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && Number(style.opacity) > 0;
  };

  /**
   * Whether something opaque lies between the text and the control where they overlap (a popup such
   * as the header's search results covering a button): then the control does not show there. A
   * control of another element is covered where the text's element lies in front of it and an opaque
   * box of the text's own holds the text (the header's search results over the product's gallery), and
   * the text does not show where the control's element lies in front of it and an opaque box around
   * the control holds it (a notice fixed at the foot of the window over the page's text).
   */
  const hiddenUnderCover = (control, text, overlap) => {
    const root = text.getRootNode();
    // Hit-testing needs the point on screen; a point already there is tested where it is (scrolling
    // would move the page but not what is fixed to the window).
    const x = (overlap.left + overlap.right) / 2;
    const y = (overlap.top + overlap.bottom) / 2;
    const before = scrollY;
    if (y < 0 || y >= innerHeight) scrollBy(0, y - innerHeight / 2);
    const screenY = y - (scrollY - before);
    const stack = root.elementsFromPoint(x, screenY);
    const page = document.elementsFromPoint(x, screenY);
    const controlStack = control.getRootNode().elementsFromPoint(x, screenY);
    // Back where the page was: the rects measured before are in its coordinates.
    scrollTo(scrollX, before);
    if (control.getRootNode() !== root) {
      const [textAt, controlAt] = [text, control].map((node) => page.indexOf(outermost(node)));
      if (textAt >= 0 && controlAt > textAt) return stack.some((el) => el.contains(text) && opaque(el));
      return controlAt >= 0 && textAt > controlAt && controlStack.some((el) => el !== control && el.contains(control) && opaque(el));
    }
    // A fixed bar over the page (the product page's buy bar): the text lies under the bar's own opaque box.
    const textAt = stack.findIndex((el) => el.contains(text));
    if (textAt > 0 && stack.slice(0, textAt).some((el) => el.contains(control) && !el.contains(text) && opaque(el))) return true;
    const controlAt = stack.indexOf(control);
    return controlAt > 0 && stack.slice(0, controlAt).some((el) => !el.contains(control) && opaque(el));
  };
  /** The node's element in the page's own tree: itself, or the host of its (outermost) shadow root. */
  const outermost = (node) => {
    let el = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    while (el.getRootNode() instanceof ShadowRoot) el = el.getRootNode().host;
    return el;
  };
  const opaque = (el) => {
    const match = getComputedStyle(el).backgroundColor.match(/rgba?\(([^)]*)\)/);
    const alpha = match ? match[1].split(/[ ,/]+/)[3] : "0";
    return match && (alpha === undefined || Number(alpha) === 1);
  };

  // An open modal dialog makes the rest of the page inert: only what is inside it counts.
  const modal = all("dialog").find((d) => d.matches(":modal"));
  const inScope = (node) => !modal || containsComposed(modal, node);
  const problems = [];

  // (a) Sideways scrolling, naming the outermost elements that stick out.
  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (pageWidth > width + SLACK) {
    const sticking = all("*").filter((el) => {
      const parent = parentOf(el);
      return (
        el.getBoundingClientRect().right > width + SLACK &&
        parent &&
        parent !== document.documentElement &&
        parent.getBoundingClientRect().right <= width + SLACK
      );
    });
    problems.push(
      `the page scrolls sideways (${pageWidth} px wide, window ${innerWidth} px): ${sticking.slice(0, 4).map(describe).join("; ") || "?"}`,
    );
  }

  const controls = all("button, input, select, textarea, a[href]").filter(
    (el) => inScope(el) && shown(el) && el.getClientRects().length > 0,
  );
  const formControls = controls.filter((el) => el.localName !== "a");

  // (b) Visible text that lies on or under a form control it does not belong to.
  const controlRects = formControls.map((el) => [el, el.getBoundingClientRect()]);
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.data.trim() || !inScope(text) || !text.parentElement || !shown(text.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) {
        const visible = visibleRect(text, rect);
        if (!visible) continue;
        const under = controlRects.find(([control, controlRect]) => {
          const overlap = !containsComposed(control, text) && intersect(visible, controlRect);
          return overlap && !hiddenUnderCover(control, text, overlap);
        });
        if (under) {
          problems.push(`text "${text.data.trim().slice(0, 40)}" lies on ${describe(under[0])}`);
          break;
        }
      }
    }
  }

  for (const el of controls) {
    const rect = el.getBoundingClientRect();
    // (c) Controls that end outside the viewport (scrolled into view vertically, so only sideways).
    const visible = visibleRect(el, rect);
    if (visible && (rect.left < -SLACK || rect.right > width + SLACK))
      problems.push(`${describe(el)} ends outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);

    // (d) Touch targets inside shop elements; inline text links are exempt.
    const inShop = hostOf(el)?.localName.startsWith("shop-");
    if (!inShop || (el.localName === "a" && !el.matches(".button, [role=button]")) || el.readOnly) continue;
    let target = rect;
    if (el.type === "radio" || el.type === "checkbox") {
      const boxes = [rect, ...[...(el.labels ?? [])].map((label) => label.getBoundingClientRect())];
      target = { height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)), width: Infinity };
    }
    const iconLike = el.localName === "button" && (el.textContent ?? "").trim().length <= 2;
    if (target.height < MIN_TARGET - SLACK)
      problems.push(`${describe(el)} is ${Math.round(target.height)} px tall (touch targets need ${MIN_TARGET})`);
    if (iconLike && target.width < MIN_TARGET - SLACK)
      problems.push(`${describe(el)} is ${Math.round(target.width)} px wide (touch targets need ${MIN_TARGET})`);
  }
  return problems;
}
