// A click with the real mouse, through the browser's input pipeline: the mouse-down moves the focus
// (a field's blur runs) before the mouse-up, as when a shopper clicks. element.click() skips all that.
import { resetMouse, sendMouse } from "./commands";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Presses and releases the left button at the centre of `element` (scrolled into view). Returns how
 * many px the element moved between press and release: anything but 0 can lose the click.
 */
export async function clickAtCentre(element: Element): Promise<number> {
  // Without scroll anchoring: whether the browser scrolls to make up for a change above depends on
  // which element it anchors at, i.e. on the scroll position; the layout's own move is what counts.
  const root = document.documentElement;
  root.style.overflowAnchor = "none";
  element.scrollIntoView({ block: "center" });
  await nextFrame();
  const before = element.getBoundingClientRect();
  const position: [number, number] = [Math.round(before.x + before.width / 2), Math.round(before.y + before.height / 2)];
  try {
    await sendMouse({ type: "move", position });
    await sendMouse({ type: "down" });
    await nextFrame();
    const during = element.getBoundingClientRect();
    await sendMouse({ type: "up" });
    return Math.hypot(during.x - before.x, during.y - before.y);
  } finally {
    root.style.overflowAnchor = "";
    await resetMouse();
  }
}
