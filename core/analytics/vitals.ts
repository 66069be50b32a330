// Each element's speed (docs/analytics.md): LCP, CLS and INP from the web-vitals library's attribution
// build, each given the shop element it falls in. Browsers do not name nodes inside a shadow root in
// these entries (paint timing exposes only the document's own elements), so the element is found as
// the page sees it: the LCP picture by its URL in the elements' shadow roots, the largest shift by its
// rectangle, an interaction by the element its event passed through (recorded here).
import {
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
  onCLS,
  onINP,
  onLCP,
} from "web-vitals/attribution";

export interface ShopVital {
  name: "LCP" | "CLS" | "INP";
  /** Milliseconds; CLS a score. */
  value: number;
  rating: "good" | "needs-improvement" | "poor";
  /** The shop element's tag, or null when the figure falls outside the shop's elements. */
  element: string | null;
}

const isShopElement = (node: Node): node is Element => node instanceof Element && node.localName.startsWith("shop-");

/** The shop element a node is in, through shadow roots; null outside one. */
export function shopElementOf(node: Node | null | undefined): string | null {
  let current: Node | null = node ?? null;
  while (current) {
    if (isShopElement(current)) return current.localName;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return null;
}

/** The page's shop elements (those with a shadow root to look into). */
function shopElements(): Element[] {
  return [...document.querySelectorAll("*")].filter((element) => isShopElement(element) && element.shadowRoot !== null);
}

/** The shop element showing the picture `url`. */
export function shopElementWithPicture(url: string): string | null {
  const found = shopElements().find((host) =>
    [...(host.shadowRoot?.querySelectorAll("img") ?? [])].some((img) => img.currentSrc === url || img.src === url),
  );
  return found?.localName ?? null;
}

/** The shop element at a point of the viewport (the page sees a shadow root's content as its host). */
export function shopElementAt(x: number, y: number): string | null {
  return shopElementOf(document.elementsFromPoint(x, y).find(isShopElement));
}

const lcpElement = ({ attribution }: LCPMetricWithAttribution) =>
  shopElementOf(attribution.lcpEntry?.element) ?? (attribution.url ? shopElementWithPicture(attribution.url) : null);

function clsElement({ attribution }: CLSMetricWithAttribution): string | null {
  const source = attribution.largestShiftSource;
  if (!source) return null;
  const rect = source.currentRect.width > 0 ? source.currentRect : source.previousRect;
  return shopElementOf(source.node) ?? shopElementAt(rect.x + rect.width / 2, rect.y + rect.height / 2);
}

/** The last interactions' times and elements: INP names the interaction by its time. */
const interactions: { time: number; element: string | null }[] = [];
const KEPT = 50;
/** How far apart an interaction's recorded time and the one INP names may be. */
const SAME_INTERACTION_MS = 50;

function recordInteraction(event: Event): void {
  const element = shopElementOf(event.composedPath().find((node) => node instanceof Node && isShopElement(node)) as Node | undefined);
  interactions.push({ time: event.timeStamp, element });
  if (interactions.length > KEPT) interactions.shift();
}

function inpElement({ attribution }: INPMetricWithAttribution): string | null {
  const time = attribution.interactionTime;
  if (time === undefined) return null;
  const near = interactions.filter((i) => Math.abs(i.time - time) <= SAME_INTERACTION_MS);
  near.sort((a, b) => Math.abs(a.time - time) - Math.abs(b.time - time));
  return near[0]?.element ?? null;
}

/**
 * Reports each figure as the library reports it: LCP and CLS when the page is hidden, INP as it grows
 * (`reportAllChanges`: every change, for tests).
 */
export function watchVitals(report: (vital: ShopVital) => void, options: { reportAllChanges?: boolean } = {}): void {
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, recordInteraction, { capture: true, passive: true });
  const as = (metric: { name: string; value: number; rating: ShopVital["rating"] }, element: string | null): ShopVital => ({
    name: metric.name as ShopVital["name"],
    value: metric.value,
    rating: metric.rating,
    element,
  });
  onLCP((metric) => report(as(metric, lcpElement(metric))), options);
  onCLS((metric) => report(as(metric, clsElement(metric))), options);
  onINP((metric) => report(as(metric, inpElement(metric))), options);
}
