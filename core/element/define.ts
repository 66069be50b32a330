// The one place that knows r2wc. defineElement(tag, Component, css) registers a custom element with
// an open shadow root, the element's CSS adopted as one constructable stylesheet per element class
// (no inline <style>, fine under a strict CSP), and a `data` attribute/property holding its data block,
// or a child <script type="application/json"> holding it (the attribute wins when both are there).
import r2wc from "@r2wc/react-to-web-component";
import type { ComponentType } from "react";
import { shared } from "./shared-instance.ts";
import { keepFocusIn } from "../ui/focus-keeper.ts";
import baseCss from "./base.css";
import tokensCss from "./tokens.css";

/** Props every element component receives: the raw data block (JSON text or object) or undefined. */
export interface ElementProps {
  data?: unknown;
}

// r2wc keeps its props and render function under these global symbols. We use them for two cases it
// does not handle: an object assigned to the `data` property (its string type would stringify it to
// "[object Object]") and a removed or emptied attribute (it keeps the old value, r2wc issue #230).
const R2WC_PROPS = Symbol.for("r2wc.props");
const R2WC_RENDER = Symbol.for("r2wc.render");

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
}

/** The data block's other form: a child `<script type="application/json">`, free of attribute quoting. */
const SCRIPT_BLOCK = ':scope > script[type="application/json"]';

const versions = shared("element-versions", () => new Map<string, string>());

function sheetFor(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(tokensCss + baseCss + css);
  return sheet;
}

/**
 * Defines `tag` once. A second copy of the bundle (another script on the same page) finds the tag
 * taken and leaves it; if its version differs it says so in the console.
 */
export function defineElement(tag: string, Component: ComponentType<ElementProps>, css: string): void {
  const existing = versions.get(tag);
  if (existing || customElements.get(tag)) {
    if (existing && existing !== __SHOP_VERSION__)
      console.warn(`[shop-widgets] <${tag}> is already defined by version ${existing}; version ${__SHOP_VERSION__} is not used`);
    return;
  }
  const Base = r2wc(Component, { shadow: "open", props: { data: "string" } }) as unknown as new () => HTMLElement & R2wcInternals;
  let sheet: CSSStyleSheet | undefined;

  class ShopElement extends Base {
    constructor() {
      super();
      sheet ??= sheetFor(css);
      // r2wc attached an open shadow root in super().
      const root = this.shadowRoot as ShadowRoot;
      root.adoptedStyleSheets = [sheet];
      // A re-render that removes the focused control never leaves focus on the page body.
      keepFocusIn(root);
      // A page may set `el.data` before the bundle defines the tag; that own property would hide ours.
      if (Object.hasOwn(this, "data")) {
        const early = (this as { data?: unknown }).data;
        delete (this as { data?: unknown }).data;
        this.data = early;
      }
    }

    override connectedCallback(): void {
      this.takeScriptBlock();
      // A script child the parser adds after the upgrade, or one a page changes later.
      this.scriptWatch ??= new MutationObserver(() => this.takeScriptBlock());
      this.scriptWatch.observe(this, { childList: true, subtree: true, characterData: true });
      super.connectedCallback();
    }

    private scriptWatch: MutationObserver | undefined;

    /** The script child's block, unless a `data` attribute is there: the attribute wins. */
    private takeScriptBlock(): void {
      const text = this.hasAttribute("data") ? undefined : this.querySelector(SCRIPT_BLOCK)?.textContent;
      if (text != null && text !== this.data) this.data = text;
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (name === "data" && !value) this.data = undefined;
      else super.attributeChangedCallback(name, old, value);
    }

    /** The data block: JSON text (as in the attribute) or the same object. */
    get data(): unknown {
      return this[R2WC_PROPS].data;
    }

    set data(value: unknown) {
      this[R2WC_PROPS].data = value;
      this[R2WC_RENDER]();
    }
  }

  customElements.define(tag, ShopElement);
  versions.set(tag, __SHOP_VERSION__);
}
