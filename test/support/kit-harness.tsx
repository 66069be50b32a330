// Renders shared pieces (core/*-ui) into a shadow root with their kits' CSS and catalogs, as an
// element that lists those kits would, in the language asked for.
import { I18nProvider } from "@lingui/react";
import { within } from "@testing-library/dom";
import { render } from "preact";
import type { ReactNode } from "react";
import baseCss from "../../core/element/base.css";
import tokensCss from "../../core/element/tokens.css";
import type { Lang } from "../../core/element/data-block.ts";
import { loadI18n } from "../../core/element/i18n.ts";
import type { Kit } from "../../core/element/kit.ts";

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  q: ReturnType<typeof within>;
  /** Renders `node` again in the same root (new props). */
  rerender: (node: ReactNode) => void;
}

/** renderKit and unmountKit for pieces styled and translated by `kits`. */
export function kitHarness(kits: readonly Kit[]) {
  const catalogs = kits.flatMap((kit) => kit.catalog ?? []);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(tokensCss + baseCss + kits.map((kit) => kit.css).join(""));
  const hosts: HTMLElement[] = [];

  async function renderKit(node: ReactNode, lang: Lang = "de"): Promise<Rendered> {
    const i18n = await loadI18n(lang, catalogs);
    const main = document.querySelector("main") ?? document.body;
    const host = main.appendChild(document.createElement("div"));
    host.lang = lang;
    hosts.push(host);
    const root = host.attachShadow({ mode: "open" });
    root.adoptedStyleSheets = [sheet];
    const rerender = (next: ReactNode) => render(<I18nProvider i18n={i18n}>{next}</I18nProvider>, root);
    rerender(node);
    return { host, root, q: within(root as unknown as HTMLElement), rerender };
  }

  /** Unmounts everything renderKit rendered. */
  function unmountKit(): void {
    for (const host of hosts.splice(0)) {
      render(null, host.shadowRoot as ShadowRoot);
      host.remove();
    }
  }

  return { renderKit, unmountKit };
}
