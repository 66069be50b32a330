// What dist/<tag>.js does (issue 23): the element's entry is this small loader, built apart from the
// element (esbuild.config.mjs), so it runs one round trip after the page's HTML. At once, in parallel:
// it asks for the element's code and every file that code imports (modulepreload: no second round
// trip) or its first screen imports lazily, the catalogs of the languages the page's blocks name, and the data the first screen needs
// (the element's `early` function, core/api/early.ts). The element then takes what is on its way.
import { type Lang, languageCode } from "./language-code.ts";

/** The element's files, relative to the loader, written by the build. */
export interface ElementFiles {
  /** The element's own module (it defines the tag). */
  element: string;
  /** What it imports statically. */
  imports: readonly string[];
  /** What its first screen imports lazily (widgets/<folder>/first-screen.ts), with their imports. */
  firstScreen: readonly string[];
  /** Its catalog chunks, per language. */
  catalogs: Readonly<Record<Lang, readonly string[]>>;
}

/** Starts the requests the element's first screen needs, from its data block as the page wrote it (unchecked). */
export type EarlyRequests = (block: Record<string, unknown>) => void;

/** A block as the page wrote it: the `data` attribute or the child JSON script (core/element/define.ts), if it is JSON. */
function blockOf(element: Element): Record<string, unknown> | null {
  const text = element.getAttribute("data") ?? element.querySelector(':scope > script[type="application/json"]')?.textContent;
  try {
    const block: unknown = text ? JSON.parse(text) : null;
    return block && typeof block === "object" ? (block as Record<string, unknown>) : null;
  } catch {
    return null; // the element says what is wrong with it once it runs
  }
}

/** Asks for a module now (a second link to one already asked for is answered from the module map). */
function preload(href: string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}

/** The languages whose number formats this page has warmed, for every loader on it (one per element). */
const WARMED = Symbol.for("shop-widgets.warmed-formats");
const warmed = (): Set<Lang> => ((globalThis as { [WARMED]?: Set<Lang> })[WARMED] ??= new Set());

/**
 * Formats a number in each language once, in a task of its own while code and data are on their
 * way: the engine's first number format loads its locale data (about 70 ms on a phone's 4× slower
 * CPU, measured in Chromium), which otherwise falls on the first price the element draws.
 */
function warmNumberFormats(languages: ReadonlySet<Lang>): void {
  const todo = [...languages].filter((lang) => !warmed().has(lang));
  if (todo.length === 0) return;
  for (const lang of todo) warmed().add(lang);
  setTimeout(() => {
    for (const lang of todo) {
      new Intl.NumberFormat(lang).format(1);
      new Intl.PluralRules(lang).select(1);
    }
  });
}

/** The language a block names, German when it names none (or none the shop speaks). */
const languageOf = (block: Record<string, unknown> | null): Lang => languageCode(block?.language) ?? "de";

/**
 * Warms the number formats of the languages the blocks of the page's `tags` elements name: for a page
 * that loads every element in one file (dist/shop-widgets.js), which no loader runs before.
 */
export function warmFormatsOf(tags: readonly string[]): void {
  const languages = new Set<Lang>();
  for (const node of document.querySelectorAll(tags.join(","))) languages.add(languageOf(blockOf(node)));
  warmNumberFormats(languages);
}

/** Loads the element `tag` whose files are `files`, relative to `base` (the loader's own URL). */
export function loadElement(tag: string, files: ElementFiles, base: string, early?: EarlyRequests): Promise<unknown> {
  const url = (file: string) => new URL(file, base).href;
  // The data first: its answers take the longest (the API's work and the network's).
  const languages = new Set<Lang>();
  for (const node of document.querySelectorAll(tag)) {
    const block = blockOf(node);
    languages.add(languageOf(block));
    try {
      if (block && early) early(block);
    } catch {
      // A guess that failed costs nothing: the element asks for its data itself.
    }
  }
  const element = import(/* @vite-ignore */ url(files.element));
  for (const file of [...files.imports, ...files.firstScreen]) preload(url(file));
  for (const lang of languages) for (const file of files.catalogs[lang]) preload(url(file));
  warmNumberFormats(languages);
  return element;
}
