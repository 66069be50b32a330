// The <Trans> that Lingui's JSX macros (<Trans>, <Plural>) compile to: lingui.config.js points them here.
// Lingui's own lives in @lingui/react, the module every element loads for its provider, so its 2 KB (with
// the render and component props the shop does not use) would ride in the runtime chunk of every page
// although only the checkout's consent texts and the thank-you page's plurals need it.
import { useLingui } from "@lingui/react";
import { cloneElement, type ReactElement, type ReactNode } from "react";

/** `<0>children</0>` or `<0/>`: component 0 of the message, by index, as the macros write them. */
const ELEMENT = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

interface TransProps {
  id: string;
  /** Texts and numbers only: the shop's messages put no elements into placeholders. */
  values?: Record<string, string | number>;
  components?: Record<string, ReactElement<{ children?: ReactNode }>>;
}

export function Trans({ id, values, components = {} }: TransProps): ReactNode {
  const { i18n } = useLingui();
  return withElements(i18n._(id, values), components);
}

/** The message with each numbered tag replaced by its component, holding the tag's text. */
function withElements(text: string, components: NonNullable<TransProps["components"]>): ReactNode {
  // split() with the pattern's three groups yields: text, then per tag [paired index, inner text, lone index, text after].
  const parts = text.split(ELEMENT);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 4) {
    const [paired, inner, lone, after] = parts.slice(i, i + 4);
    const element = components[(paired ?? lone) as string];
    const children = inner === undefined ? element?.props.children : withElements(inner, components);
    nodes.push(element ? cloneElement(element, { key: i }, children) : children, after);
  }
  return nodes;
}
