// The shop's look, checked in the page (issue 20): no link in the browser's default colours, no word
// of up to 12 letters split across two lines (longer compounds may break at hyphenation points), every
// section heading nearer its own section than the content above it (issue 31), and on a shop page the
// page header at most 64 px tall on a phone. Used by test/support/browser.mjs's
// phone check (320 and 390 px) and by test/demo-pages.mjs at 1280 px.

/** The header's greatest height at 390 px (issue 20, part 5; one row since issue 31). */
export const PHONE_HEADER_MAX = 64;

/** Run in the page: the look's problems at the current width, as lines. */
export function lookProblemsInPage(width, headerMax) {
  const roots = [];
  const collectRoots = (root) => {
    roots.push(root);
    for (const el of root.querySelectorAll("*")) if (el.shadowRoot) collectRoots(el.shadowRoot);
  };
  collectRoots(document);
  const hostOf = (node) => (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null);
  const where = (el) =>
    `${hostOf(el) ? `<${hostOf(el).localName}> ` : ""}${el.localName}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}`;
  const problems = [];

  // Links: the browser's defaults are blue (#0000EE) and, once visited, purple (#551A8B).
  const DEFAULT_LINK_COLOURS = new Set(["rgb(0, 0, 238)", "rgb(85, 26, 139)"]);
  for (const root of roots) {
    for (const a of root.querySelectorAll("a[href]")) {
      if (!a.getClientRects().length) continue;
      const colour = getComputedStyle(a).color;
      if (DEFAULT_LINK_COLOURS.has(colour))
        problems.push(`link "${a.textContent.trim().slice(0, 40)}" (${where(a)}) has the browser's colour ${colour}`);
    }
  }

  const parentOf = (node) => (node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentElement);
  /** Text for screen readers only (.visually-hidden: clipped to a pixel) or put off screen: no line to split. */
  const notOnScreen = (el) => {
    for (let node = el; node; node = parentOf(node)) {
      const rect = node.getBoundingClientRect();
      if (rect.right < 0 || rect.bottom < -10000) return true;
      const style = getComputedStyle(node);
      if ((style.clipPath !== "none" || style.overflow !== "visible") && (rect.width < 4 || rect.height < 4)) return true;
    }
    return false;
  };
  // Words of up to 12 letters on one line. Text not rendered, hidden or only for screen readers is skipped.
  const WORD = /\p{L}{2,12}(?!\p{L})/gu;
  const split = new Set();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.data.trim() || !parent || !parent.getClientRects().length) continue;
      if (getComputedStyle(parent).visibility === "hidden" || notOnScreen(parent)) continue;
      for (const match of text.data.matchAll(WORD)) {
        if (match.index > 0 && /\p{L}/u.test(text.data[match.index - 1])) continue;
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0.5).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.add(`"${match[0]}" (${where(parent)})`);
      }
    }
  }
  if (split.size)
    problems.push(`words split across lines: ${[...split].slice(0, 6).join(", ")}${split.size > 6 ? ` and ${split.size - 6} more` : ""}`);

  // On a shop page, a section's heading belongs to it: the space above it (to the content that ends
  // before it in <main>, across the elements around it) at least the space below it (to its section's
  // first content). Not checked: headings in dialogs, first in <main> or alone in their section, and
  // a heading under another heading or a breadcrumb trail (a title, not the end of a section).
  const main = document.querySelector("header.shop-bar") && document.querySelector("main");
  const shownBox = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && !notOnScreen(el);
  const before = (el) => {
    for (let node = el; node && node !== main; node = parentOf(node)) {
      for (let prev = node.previousElementSibling; prev; prev = prev.previousElementSibling)
        if (!["script", "style", "template"].includes(prev.localName) && shownBox(prev)) return prev;
    }
    return null;
  };
  const loose = [];
  for (const root of main ? roots : []) {
    for (const heading of root.querySelectorAll("h2, h3")) {
      const host = hostOf(heading);
      const inMain = main.contains(heading) || (host && main.contains(host));
      if (!inMain || !shownBox(heading) || heading.closest("dialog, [role=dialog]")) continue;
      let next = heading.nextElementSibling;
      while (next && !shownBox(next)) next = next.nextElementSibling;
      const prev = before(heading);
      if (!next || !prev || /^h[1-6]$/.test(prev.localName) || prev.localName === "nav") continue;
      const box = heading.getBoundingClientRect();
      const above = box.top - prev.getBoundingClientRect().bottom;
      const below = next.getBoundingClientRect().top - box.bottom;
      // A heading beside its content (in a row) heads no section below it.
      if (below < 0 || above < -1) continue;
      if (above + 0.5 < below)
        loose.push(
          `"${heading.textContent.trim().slice(0, 30)}" (${where(heading)}: ${Math.round(above)} px above, ${Math.round(below)} px below)`,
        );
    }
  }
  if (loose.length)
    problems.push(
      `headings nearer the content above than their own: ${loose.slice(0, 4).join(", ")}${loose.length > 4 ? ` and ${loose.length - 4} more` : ""}`,
    );

  // The shop page's header on a common phone.
  const header = document.querySelector("header.shop-bar");
  if (header && width === 390) {
    const height = Math.round(header.getBoundingClientRect().height);
    if (height > headerMax) problems.push(`the page header is ${height} px tall (at most ${headerMax} px on a phone)`);
  }
  return problems;
}
