// Where a text wraps, read from the browser's layout rather than from the markup.

/** The text of `el` as laid out, with "|" where a line ends: "AK-|285180-|0001". */
export function wrappedText(el: Element): string {
  let text = "";
  let lastTop: number | undefined;
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const chars = node.textContent ?? "";
    for (let i = 0; i < chars.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const { top, width } = range.getBoundingClientRect();
      // A space that ends a line takes no room and may sit on either line.
      if (width > 0 && lastTop !== undefined && top > lastTop + 1) text += "|";
      if (width > 0) lastTop = top;
      text += chars[i];
    }
  }
  return text;
}
