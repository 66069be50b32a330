// Renders pieces of the configurator kit into a shadow root with the kits' CSS and catalogs, as a
// configurator element would (core/configurator-ui/kit.ts), in the language asked for.
import { I18nProvider } from "@lingui/react";
import { within } from "@testing-library/dom";
import { render } from "preact";
import type { ReactNode } from "react";
import { configuratorKits } from "../../../core/configurator-ui/kit.ts";
import baseCss from "../../../core/element/base.css";
import type { Lang } from "../../../core/element/data-block.ts";
import { loadI18n } from "../../../core/element/i18n.ts";

const catalogs = configuratorKits.flatMap((kit) => kit.catalog ?? []);
const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + configuratorKits.map((kit) => kit.css).join(""));

const hosts: HTMLElement[] = [];

export interface Rendered {
  host: HTMLElement;
  root: ShadowRoot;
  q: ReturnType<typeof within>;
  /** Renders `node` again in the same root (new props). */
  rerender: (node: ReactNode) => void;
}

export async function renderKit(node: ReactNode, lang: Lang = "de"): Promise<Rendered> {
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
export function unmountKit(): void {
  for (const host of hosts.splice(0)) {
    render(null, host.shadowRoot!);
    host.remove();
  }
}

/** The texts of the elements an input's aria-describedby names, in order. */
export function descriptionOf(control: Element): string[] {
  const root = control.getRootNode() as ShadowRoot;
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `(missing #${id})`);
}
