// Structured data in the element's light DOM (docs/decisions/structured-data.md): search engines read
// the document, not a shadow root, so the element puts a `<script type="application/ld+json">` beside
// its data block. A script element is never rendered: nothing on the page moves. The code that writes
// the JSON loads once the element shows its content, as the product's related rows do.
import { type RefObject, useEffect, useMemo, useState } from "react";
import { logLoadFailure } from "./load-failure.ts";

/** Loads the function that writes an input as JSON-LD text (core/seo/); made once per module, never per render. */
export type JsonLdLoader<Input> = () => Promise<(input: Input) => string>;

/**
 * Publishes `input`, written by what `load` gives, as one JSON-LD script in the light DOM of the
 * element whose shadow root holds `inside`; replaces it when the text changes; removes it with the
 * component (null input: none yet). The text is written again only for another input (keep it memoised).
 */
export function useStructuredData<Input>(inside: RefObject<Element | null>, load: JsonLdLoader<Input>, input: Input | null): void {
  const [write, setWrite] = useState<((input: Input) => string) | null>(null);
  useEffect(() => {
    load().then(
      (loaded) => setWrite(() => loaded),
      (error: unknown) => logLoadFailure("the structured data for search engines", error),
    );
  }, [load]);
  const text = useMemo(() => (write && input !== null ? write(input) : null), [write, input]);
  useEffect(() => {
    const root = inside.current?.getRootNode();
    if (text === null || !(root instanceof ShadowRoot)) return;
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.textContent = text;
    root.host.append(script);
    return () => script.remove();
  }, [inside, text]);
}
